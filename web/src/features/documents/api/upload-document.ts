import { useMutation } from '@tanstack/react-query';
import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { DOCUMENT_VIEWS } from './keys';

export interface UploadDocumentInput {
  clientId: string;
  accessLevel: AccessLevel;
  title: string;
  description?: string;
  category: DocumentCategory;
  file: File;
  /** The transfer's real progress, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** POST /api/documents (multipart): the fields before the file, which the server reads as it streams in. */
export function uploadDocument({ clientId, accessLevel, title, description, category, file, onProgress }: UploadDocumentInput) {
  const form = { clientId, accessLevel, title, description: description?.trim() || undefined, category, file };
  return unwrap(api.documents.$post({ form }, { fetch: withUploadProgress(onProgress) }));
}

/** The upload dialog's write. Field errors are the form's, so it declares no error toast. */
export function useUploadDocument(level: AccessLevel) {
  return useMutation({
    mutationFn: uploadDocument,
    meta: { invalidates: DOCUMENT_VIEWS, success: level === 'private' ? 'Documento caricato con successo' : 'Documento condiviso con successo' },
  });
}

/** One dropped PDF's upload, told by its own toast. */
export function useUploadDroppedDocument() {
  return useMutation({
    mutationFn: uploadDocument,
    meta: {
      invalidates: DOCUMENT_VIEWS,
      success: (_data: unknown, { file }: UploadDocumentInput) => `Documento "${file.name}" caricato con successo`,
      error: 'Errore durante il caricamento del documento',
    },
  });
}
