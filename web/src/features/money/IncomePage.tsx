import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function IncomePage() {
  return <PagePlaceholder title="Entrate" />;
}
