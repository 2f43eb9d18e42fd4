import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { toast } from '@web/lib/toast';
import { documentKeys } from '../api/keys';
import { uploadDocument } from '../api/upload-document';

export interface UploadEntry {
  id: string;
  name: string;
  /** Real transfer progress, 0 to 100. */
  percent: number;
}

/** Uploads dropped PDFs one after another, each with its own progress entry, removed once stored. */
export function useDroppedUploads(level: AccessLevel) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const upload = useCallback(
    async (clientId: string, files: File[], category: DocumentCategory = 'Altri') => {
      const queued = files.map((file) => ({ file, entry: { id: crypto.randomUUID(), name: file.name, percent: 0 } }));
      setEntries((list) => [...list, ...queued.map((q) => q.entry)]);
      for (const { file, entry } of queued) {
        const update = (percent: number) => setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, percent } : e)));
        try {
          await uploadDocument({ clientId, accessLevel: level, title: file.name.replace(/\.pdf$/i, '').trim() || file.name, category, file }, update);
          toast.success(`Documento "${file.name}" caricato con successo`);
        } catch (error) {
          toast.error(`Errore durante il caricamento: ${error instanceof Error ? error.message : 'errore sconosciuto'}`);
        } finally {
          setEntries((list) => list.filter((e) => e.id !== entry.id));
          await queryClient.invalidateQueries({ queryKey: documentKeys.all });
        }
      }
    },
    [level, queryClient],
  );

  return { entries, upload };
}
