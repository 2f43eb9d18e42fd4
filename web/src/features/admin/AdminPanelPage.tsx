import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function AdminPanelPage() {
  return <PagePlaceholder title="Admin Panel" standalone />;
}
