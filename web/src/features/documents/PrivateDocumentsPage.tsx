import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function PrivateDocumentsPage() {
  return <PagePlaceholder title="Documenti Privati" />;
}
