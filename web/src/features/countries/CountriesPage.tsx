import { useEffect, useState } from 'react';
import { CheckCircle2, FileText, Globe, Users } from 'lucide-react';
import { can } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useCountries, type CountryView } from './api/list-countries';
import { CountryCard } from './components/CountryCard';
import { ManageCountryDialog } from './components/ManageCountryDialog';

const LOAD_ERROR = 'Impossibile caricare i dati dei paesi';

export function CountriesPage() {
  const { role } = useSession();
  const { data, isPending, isError } = useCountries();
  const [managing, setManaging] = useState<CountryView | null>(null);
  const canManage = can(role, 'update:country');

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  return (
    <div>
      <PageHeader title="Gestione Paesi" subtitle="Panoramica delle giurisdizioni, dei clienti e dei documenti per paese" />

      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Paesi Gestiti" value={data?.summary.countries ?? '–'} icon={Globe} />
        <StatCard label="Clienti Totali" value={data?.summary.clients ?? '–'} icon={Users} />
        <StatCard label="Documenti" value={data?.summary.documents ?? '–'} icon={FileText} />
        <StatCard label="Attivi" value={data?.summary.active ?? '–'} icon={CheckCircle2} tone="success" hint="Paesi con status Attivo" />
      </section>

      {isError && (
        <Alert variant="destructive">
          <AlertDescription>{LOAD_ERROR}</AlertDescription>
        </Alert>
      )}

      {isPending && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Caricamento paesi">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      )}

      {data && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.countries.map((country) => (
            <CountryCard key={country.isoCode} country={country} onManage={canManage ? () => setManaging(country) : undefined} />
          ))}
        </div>
      )}

      {canManage && <ManageCountryDialog country={managing} onOpenChange={(open) => !open && setManaging(null)} />}
    </div>
  );
}
