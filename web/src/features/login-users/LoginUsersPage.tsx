import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function LoginUsersPage() {
  return <PagePlaceholder title="Utenti Login" />;
}
