import { FolderDown } from 'lucide-react';
import { PageDropZone } from '@web/components/page-drop-zone';
import { toast } from '@web/lib/toast';
import { batchesFromDrop, type FolderBatch } from './read-folder';

/** The clients page's drop target: folders dropped anywhere on it, each read as one client's files. */
export function DropOverlay({ onDrop, disabled }: { onDrop: (batches: FolderBatch[]) => void; disabled?: boolean }) {
  return (
    <PageDropZone
      label="Rilascia la cartella qui"
      hint="Una cartella per cliente, con i suoi PDF"
      icon={FolderDown}
      disabled={disabled}
      onDrop={(data) =>
        void batchesFromDrop(data)
          .then((batches) => batches.length && onDrop(batches))
          .catch(() => toast.error("Errore durante l'analisi della cartella"))
      }
    />
  );
}
