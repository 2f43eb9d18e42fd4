import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function SmartTablePage() {
  return <PagePlaceholder title="Smart Table" />;
}
