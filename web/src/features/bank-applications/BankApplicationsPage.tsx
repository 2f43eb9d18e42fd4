import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function BankApplicationsPage() {
  return <PagePlaceholder title="Applicazioni Bancarie" />;
}
