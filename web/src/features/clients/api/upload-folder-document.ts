import { FOLDER_DOCUMENT_ACCESS, FOLDER_DOCUMENT_CATEGORY } from '@domain/client-folder';
import { uploadWithProgress } from '@web/lib/api';

/** Stores one PDF of a folder as a private document (category 'Altri') of the client, with real transfer progress. */
export function uploadFolderDocument(clientId: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  // The fields go before the file: the server reads them as the upload streams in.
  form.append('clientId', clientId);
  form.append('title', file.name.replace(/\.pdf$/i, '').trim() || file.name);
  form.append('accessLevel', FOLDER_DOCUMENT_ACCESS);
  form.append('category', FOLDER_DOCUMENT_CATEGORY);
  form.append('file', file, file.name);
  return uploadWithProgress<{ id: string }>('/api/documents', form, onProgress);
}
