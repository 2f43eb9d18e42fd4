import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function RecentActivityPage() {
  return <PagePlaceholder title="Attività Recenti" />;
}
