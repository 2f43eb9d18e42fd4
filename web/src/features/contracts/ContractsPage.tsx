import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function ContractsPage() {
  return <PagePlaceholder title="Contratti" />;
}
