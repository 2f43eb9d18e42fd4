import { FileUp } from 'lucide-react';
import { Progress } from '@web/components/ui/progress';
import type { UploadEntry } from './use-uploads';

/** One line per file being uploaded, with its real progress. */
export function UploadProgressList({ entries }: { entries: UploadEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Caricamenti in corso" className="space-y-2 rounded-lg border bg-muted/30 p-3">
      {entries.map((e) => (
        <li key={e.id} className="flex items-center gap-3 text-sm" data-testid="upload-progress">
          <FileUp className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" title={e.name}>
            {e.name}
          </span>
          <Progress value={e.percent} className="w-24 sm:w-40" aria-label={`Caricamento di ${e.name}`} />
          <span className="w-10 text-right tabular-nums text-muted-foreground">{e.percent}%</span>
        </li>
      ))}
    </ul>
  );
}
