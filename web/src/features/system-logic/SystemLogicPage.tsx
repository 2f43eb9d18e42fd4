import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function SystemLogicPage() {
  return <PagePlaceholder title="System Logic" />;
}
