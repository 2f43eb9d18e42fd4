import { DocumentsPage } from './DocumentsPage';

export function SharedDocumentsPage() {
  return <DocumentsPage level="shared" />;
}
