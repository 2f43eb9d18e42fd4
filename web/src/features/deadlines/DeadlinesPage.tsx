import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function DeadlinesPage() {
  return <PagePlaceholder title="Scadenze" />;
}
