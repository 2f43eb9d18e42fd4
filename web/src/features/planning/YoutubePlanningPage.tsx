import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function YoutubePlanningPage() {
  return <PagePlaceholder title="Programmazione YouTube" />;
}
