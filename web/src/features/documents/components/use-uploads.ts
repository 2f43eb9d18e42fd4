import { useCallback } from 'react';
import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { useUploadQueue } from '@web/components/upload-queue';
import { useUploadDroppedDocument } from '../api/upload-document';

/** Uploads dropped PDFs one after another, each with its own progress entry, removed once over; each told by its own toast. */
export function useDroppedUploads(level: AccessLevel) {
  const { mutateAsync } = useUploadDroppedDocument();
  const { entries, upload: send } = useUploadQueue();

  const upload = useCallback(
    (clientId: string, files: File[], category: DocumentCategory = 'Altri') =>
      send(
        files,
        (file, onProgress) => mutateAsync({ clientId, accessLevel: level, title: file.name.replace(/\.pdf$/i, '').trim() || file.name, category, file, onProgress }),
        // A failure is told by the mutation's toast; the next file goes on.
        () => undefined,
      ),
    [level, mutateAsync, send],
  );

  return { entries, upload };
}
