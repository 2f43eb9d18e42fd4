import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function ClientsPage() {
  return <PagePlaceholder title="Gestione Clienti" />;
}
