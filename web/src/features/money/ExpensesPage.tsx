import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function ExpensesPage() {
  return <PagePlaceholder title="Spese" />;
}
