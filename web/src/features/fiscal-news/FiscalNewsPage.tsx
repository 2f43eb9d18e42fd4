import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function FiscalNewsPage() {
  return <PagePlaceholder title="Novità Fiscali" />;
}
