import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function AnalyticsPage() {
  return <PagePlaceholder title="Analytics" />;
}
