import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function StaffPage() {
  return <PagePlaceholder title="Gestione Staff" />;
}
