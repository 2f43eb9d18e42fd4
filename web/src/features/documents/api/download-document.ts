import { downloadFile } from '@web/lib/download';
import { documentFileUrl } from './keys';

export function downloadDocument(doc: { id: string; fileName: string }) {
  return downloadFile(documentFileUrl(doc.id, 'attachment'), doc.fileName);
}
