import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function ProfilePage() {
  return <PagePlaceholder title="Profilo" />;
}
