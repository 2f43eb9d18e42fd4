import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function InternalAccountingPage() {
  return <PagePlaceholder title="Contabilità Interna" standalone />;
}
