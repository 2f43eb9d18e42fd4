import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function SharedDocumentsPage() {
  return <PagePlaceholder title="Documenti Condivisi" />;
}
