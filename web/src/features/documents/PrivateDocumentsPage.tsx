import { DocumentsPage } from './DocumentsPage';

export function PrivateDocumentsPage() {
  return <DocumentsPage level="private" />;
}
