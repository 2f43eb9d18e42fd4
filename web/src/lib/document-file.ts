import { downloadFile } from './download';

/**
 * Where a stored document's file is read, through its access-checked route: inline for the
 * viewer, as an attachment for downloads. Shared by the documents pages and the deadlines
 * (a deadline's proof of filing is a document).
 */
export function documentFileUrl(id: string, disposition: 'inline' | 'attachment'): string {
  return `/api/documents/${encodeURIComponent(id)}/file?disposition=${disposition}`;
}

export function downloadDocument(doc: { id: string; fileName: string }) {
  return downloadFile(documentFileUrl(doc.id, 'attachment'), doc.fileName);
}
