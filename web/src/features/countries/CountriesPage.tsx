import { PagePlaceholder } from '@web/components/layout/PagePlaceholder';

export function CountriesPage() {
  return <PagePlaceholder title="Paesi" />;
}
