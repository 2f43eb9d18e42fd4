import { useEffect, useRef, useState } from 'react';
import { Upload, type LucideIcon } from 'lucide-react';

export interface PageDropZoneProps {
  /** What a drop does, given what was dropped. Read the DataTransfer at once: its items are gone once the drop is over. */
  onDrop: (data: DataTransfer) => void;
  /** The overlay's text, e.g. 'Rilascia i PDF qui'. */
  label: string;
  /** What is accepted, under the text, e.g. 'Solo file PDF'. */
  hint?: string;
  icon?: LucideIcon;
  /** While true, drops are ignored (an upload is running, a dialog is open) and no overlay shows. */
  disabled?: boolean;
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Files (or folders) dropped anywhere on the page while it is shown; an overlay says so while
 * something is dragged over it. Every file drop on the page is taken, even while disabled, so
 * the browser never opens a dropped file in place of the app.
 */
export function PageDropZone({ onDrop, label, hint, icon: Icon = Upload, disabled = false }: PageDropZoneProps) {
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  const handler = useRef(onDrop);
  const off = useRef(disabled);
  useEffect(() => {
    handler.current = onDrop;
    off.current = disabled;
  }, [onDrop, disabled]);

  useEffect(() => {
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
      if (!hasFiles(e) || off.current) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e) || !e.dataTransfer) return;
      e.preventDefault();
      depth.current = 0;
      setActive(false);
      if (!off.current) handler.current(e.dataTransfer);
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

  if (!active || disabled) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-primary/10 p-6 backdrop-blur-[1px]" aria-hidden="true">
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-primary bg-card/95 px-10 py-8 text-center shadow-xl">
        <Icon className="size-10 text-primary" />
        <p className="text-lg font-semibold">{label}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );
}
