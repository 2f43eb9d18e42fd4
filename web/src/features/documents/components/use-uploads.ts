import { useCallback, useState } from 'react';
import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { useUploadDroppedDocument } from '../api/upload-document';

export interface UploadEntry {
  id: string;
  name: string;
  /** Real transfer progress, 0 to 100. */
  percent: number;
}

/** Uploads dropped PDFs one after another, each with its own progress entry, removed once over; each told by its own toast. */
export function useDroppedUploads(level: AccessLevel) {
  const { mutateAsync } = useUploadDroppedDocument();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const upload = useCallback(
    async (clientId: string, files: File[], category: DocumentCategory = 'Altri') => {
      const queued = files.map((file) => ({ file, entry: { id: crypto.randomUUID(), name: file.name, percent: 0 } }));
      setEntries((list) => [...list, ...queued.map((q) => q.entry)]);
      for (const { file, entry } of queued) {
        const onProgress = (percent: number) => setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, percent } : e)));
        const title = file.name.replace(/\.pdf$/i, '').trim() || file.name;
        // A failure is told by the mutation's toast; the next file goes on.
        await mutateAsync({ clientId, accessLevel: level, title, category, file, onProgress }).catch(() => undefined);
        setEntries((list) => list.filter((e) => e.id !== entry.id));
      }
    },
    [level, mutateAsync],
  );

  return { entries, upload };
}
