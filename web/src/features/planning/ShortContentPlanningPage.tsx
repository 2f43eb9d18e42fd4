import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function ShortContentPlanningPage() {
  return <PagePlaceholder title="Programmazione Short Content" />;
}
