import { FOLDER_DOCUMENT_ACCESS, FOLDER_DOCUMENT_CATEGORY } from '@domain/client-folder';
import { api, unwrap, withUploadProgress } from '@web/lib/api';

/** Stores one PDF of a folder as a private document (category 'Altri') of the client, with real transfer progress. */
export function uploadFolderDocument(clientId: string, file: File, onProgress: (percent: number) => void) {
  // The fields go before the file: the server reads them as the upload streams in.
  const form = {
    clientId,
    title: file.name.replace(/\.pdf$/i, '').trim() || file.name,
    accessLevel: FOLDER_DOCUMENT_ACCESS,
    category: FOLDER_DOCUMENT_CATEGORY,
    file,
  };
  return unwrap(api.documents.$post({ form }, { fetch: withUploadProgress(onProgress) }));
}
