import { useCallback, useState } from 'react';
import { UploadProgress } from './file-field';

let nextId = 0;

/** One file being sent: its name and the transfer's real progress, 0 to 100. */
export interface UploadEntry {
  id: string;
  name: string;
  percent: number;
}

/** Sends one file, telling its progress; a refusal rejects. */
export type SendFile = (file: File, onProgress: (percent: number) => void) => Promise<unknown>;

/**
 * Files sent one after another, each shown with its own progress from the moment it is queued
 * and gone once it is over. A file that fails is handed to `onFailure` and the next goes on.
 */
export function useUploadQueue() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const upload = useCallback(async (files: readonly File[], send: SendFile, onFailure: (file: File, error: unknown) => void) => {
    const queued = files.map((file) => ({ file, entry: { id: `upload-${++nextId}`, name: file.name, percent: 0 } }));
    setEntries((list) => [...list, ...queued.map((q) => q.entry)]);
    for (const { file, entry } of queued) {
      const onProgress = (percent: number) => setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, percent } : e)));
      try {
        await send(file, onProgress);
      } catch (error) {
        onFailure(file, error);
      }
      setEntries((list) => list.filter((e) => e.id !== entry.id));
    }
  }, []);

  return { entries, upload };
}

/** One line per file being sent, with its real progress ('Caricamento di <file>'). */
export function UploadProgressList({ entries }: { entries: readonly UploadEntry[] }) {
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
