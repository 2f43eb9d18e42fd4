import { useEffect, useState } from 'react';
import { AlertTriangle, Bell, CalendarClock, Clock, Globe, Plus, Search } from 'lucide-react';
import { DEADLINE_PRIORITIES, type DeadlinePriority } from '@domain/deadlines';
import { can } from '@domain/policy';
import { useSession } from '@web/app/session';
import { CountryFlag } from '@web/components/country-flag';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useSetDeadlineCompleted } from './api/complete-deadline';
import { useDeadlines } from './api/list-deadlines';
import { DeadlineCard } from './components/DeadlineCard';

const LOAD_ERROR = 'Impossibile caricare le scadenze';
const ALL = 'all';

export function DeadlinesPage() {
  const { role } = useSession();
  const canComplete = can(role, 'complete:deadline');
  const [search, setSearch] = useState('');
  const [priority, setPriority] = useState<DeadlinePriority | typeof ALL>(ALL);
  const [country, setCountry] = useState<string>(ALL);
  const debouncedSearch = useDebouncedValue(search.trim());
  // The page belongs to one set of filters: any change of filter starts again from page 1.
  const filterKey = `${debouncedSearch}|${priority}|${country}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const { data, isPending, isError, isFetching } = useDeadlines({
    search: debouncedSearch,
    priority: priority === ALL ? undefined : priority,
    country: country === ALL ? undefined : country,
    page,
  });
  const setCompleted = useSetDeadlineCompleted();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  const onSetCompleted = (id: string, title: string, completed: boolean) =>
    setCompleted.mutate(
      { id, completed },
      {
        onSuccess: () => toast.success(completed ? `Scadenza "${title}" completata` : `Scadenza "${title}" riaperta`),
        onError: (error) => toast.fromError(error, 'Impossibile aggiornare la scadenza'),
      },
    );

  const summary = data?.summary;
  return (
    <div>
      <PageHeader
        title="Scadenze"
        subtitle="Scadenze calcolate automaticamente per i tuoi clienti"
        actions={
          <>
            <InDevelopmentButton variant="outline">
              <Bell aria-hidden="true" />
              Notifica
            </InDevelopmentButton>
            <InDevelopmentButton>
              <Plus aria-hidden="true" />
              Nuova Scadenza
            </InDevelopmentButton>
          </>
        }
      />

      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Totale Scadenze" value={summary?.total ?? '–'} icon={CalendarClock} />
        <StatCard label="Entro 7 giorni" value={summary?.dueSoon ?? '–'} icon={Clock} tone="warning" />
        <StatCard label="In Ritardo" value={summary?.overdue ?? '–'} icon={AlertTriangle} tone="destructive" />
        <StatCard label="Paesi" value={summary?.countries ?? '–'} icon={Globe} tone="success" />
      </section>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Cerca scadenze..."
            aria-label="Cerca scadenze"
            className="pl-9"
          />
        </div>
        <Select value={priority} onValueChange={(v) => setPriority(v as DeadlinePriority | typeof ALL)}>
          <SelectTrigger className="sm:w-52" aria-label="Filtra per priorità">
            {/* Spelled out, so the page the server renders shows it too (Radix fills it in only in the browser). */}
            <SelectValue>{priority === ALL ? 'Tutte le priorità' : `Priorità ${priority}`}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Tutte le priorità</SelectItem>
            {DEADLINE_PRIORITIES.map((p) => (
              <SelectItem key={p} value={p}>
                Priorità {p}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <Tabs value={country} onValueChange={setCountry}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Paesi">
            <TabsTrigger value={ALL}>Tutti i Paesi</TabsTrigger>
            {data?.countries.map((c) => (
              <TabsTrigger key={c.code} value={c.code}>
                <CountryFlag isoCode={c.code} name={c.name} decorative className="h-3.5 shadow-none" />
                {c.name} ({c.count})
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value={country}>
          {isError && (
            <Alert variant="destructive" className="mb-4">
              <AlertDescription>{LOAD_ERROR}</AlertDescription>
            </Alert>
          )}

          {isPending && (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Caricamento scadenze">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-80 rounded-xl" />
              ))}
            </div>
          )}

          {data && (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {data.total === 1 ? '1 scadenza' : `${data.total} scadenze`}
              </p>
              {data.items.length === 0 ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
                    <CalendarClock className="size-8" aria-hidden="true" />
                    <p>Nessuna scadenza trovata</p>
                  </CardContent>
                </Card>
              ) : (
                <div className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3 ${isFetching ? 'opacity-70 transition-opacity' : ''}`}>
                  {data.items.map((d) => (
                    <DeadlineCard
                      key={d.id}
                      deadline={d}
                      busy={setCompleted.isPending && setCompleted.variables?.id === d.id}
                      onSetCompleted={canComplete ? (completed) => onSetCompleted(d.id, d.title, completed) : undefined}
                    />
                  ))}
                </div>
              )}
              <Pagination className="mt-6" page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
