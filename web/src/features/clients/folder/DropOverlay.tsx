import { useEffect, useRef, useState } from 'react';
import { FolderDown } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { batchesFromDrop, type FolderBatch } from './read-folder';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/** The page-wide drop target: dragging files over the page shows 'Rilascia la cartella qui'. */
export function DropOverlay({ onDrop, disabled }: { onDrop: (batches: FolderBatch[]) => void; disabled?: boolean }) {
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  const handler = useRef(onDrop);
  const off = useRef(disabled);
  useEffect(() => {
    handler.current = onDrop;
    off.current = disabled;
  }, [onDrop, disabled]);

  useEffect(() => {
    // The browser would open a file dropped anywhere else on the page: every file drop is ours, and ignored while disabled.
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (off.current) return;
      depth.current++;
      setActive(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = off.current ? 'none' : 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e) || !e.dataTransfer) return;
      e.preventDefault();
      depth.current = 0;
      setActive(false);
      if (off.current) return;
      batchesFromDrop(e.dataTransfer)
        .then((batches) => batches.length && handler.current(batches))
        .catch(() => toast.error('Errore durante l\'analisi della cartella'));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  if (!active) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-primary/10 p-6 backdrop-blur-[1px]" role="presentation">
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-primary bg-card/95 px-10 py-8 text-primary shadow-xl">
        <FolderDown className="size-10" aria-hidden="true" />
        <p className="text-lg font-semibold">Rilascia la cartella qui</p>
      </div>
    </div>
  );
}
