import { UploadProgress } from '@web/components/file-field';
import type { UploadEntry } from './use-uploads';

/** One line per file being uploaded, with its real progress. */
export function UploadProgressList({ entries }: { entries: UploadEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Caricamenti in corso" className="space-y-2 rounded-lg border bg-muted/30 p-3">
      {entries.map((e) => (
        <li key={e.id} data-testid="upload-progress">
          <UploadProgress name={e.name} percent={e.percent} />
        </li>
      ))}
    </ul>
  );
}
