import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AlertTriangle, Bell, CalendarClock, Clock, Globe, Plus, X } from 'lucide-react';
import { MANUAL_RULE_ID } from '@domain/compliance/manual';
import { obligationAnchor } from '@domain/compliance/obligation-view';
import { DEADLINE_PRIORITIES, DEADLINE_STATUSES } from '@domain/deadlines';
import { countOf, formatCount } from '@domain/plural';
import { can } from '@domain/policy';
import { DEADLINE_HORIZON_LABELS, DEADLINE_HORIZONS, DEADLINE_PAGE_SIZE, DEADLINE_PAGE_SIZES, DEFAULT_DEADLINE_HORIZON, SEARCH_CLIENTS_LIMIT, type DeadlineHorizon } from '@domain/schemas/deadlines';
import { useSession } from '@web/lib/session';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { CountryFlag } from '@web/components/country-flag';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { PageHeader } from '@web/components/layout/PageHeader';
import { LabelledSelect } from '@web/components/list/LabelledSelect';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { StatCard } from '@web/components/stat-card';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { downloadDocument } from '@web/lib/document-file';
import { useReopenDeadline } from './api/complete-deadline';
import { useDeadlines, type DeadlineFilter, type DeadlineItem, type DeadlineSortColumn } from './api/list-deadlines';
import { useDeleteManualDeadline } from './api/manual-deadline';
import { CompleteDeadlineDialog } from './components/CompleteDeadlineDialog';
import { IssueDateDialog } from './components/IssueDateDialog';
import { DeadlineCard } from './components/DeadlineCard';
import { ManualDeadlineDialog } from './components/ManualDeadlineDialog';
import { MissingDataCard } from './components/MissingDataCard';

const LOAD_ERROR = 'Impossibile caricare le scadenze';
const SEARCH_LIMIT = formatCount(SEARCH_CLIENTS_LIMIT);
const SEARCH_TOO_BROAD = `La ricerca corrisponde a più di ${SEARCH_LIMIT} clienti: sono elencate le scadenze dei primi ${SEARCH_LIMIT} in ordine alfabetico. Aggiungi una parola per restringerla.`;
// Two or three cards a row where the page's box has room for them (with the menu open or not).
const CARD_GRID = 'grid grid-cols-1 gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3';
const ALL = 'all';
const MANUAL_RULE_NAME = 'Scadenze manuali';

export function DeadlinesPage() {
  const { role } = useSession();
  const canComplete = can(role, 'complete:deadline');
  const canManage = can(role, 'manage:manual-deadline');
  const canSeeClients = can(role, 'read:clients');
  const canOpenProof = can(role, 'read:private-documents');
  // One client's view lives in the address: links from e-mails and calendars open it.
  const [params, setParams] = useSearchParams();
  const clientId = params.get('cliente') ?? undefined;
  const showAllClients = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('cliente');
        // Another list: from its first page.
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const { hash } = useLocation();
  // Search, filters, page and page size in the address too: a reload or Back shows the same cards.
  const list = useListState<DeadlineFilter, DeadlineSortColumn>({
    filters: ['priority', 'status', 'rule', 'country', 'horizon'],
    sortable: ['dueDate'],
    pageSize: { phone: 12, desktop: DEADLINE_PAGE_SIZE },
    pageSizes: DEADLINE_PAGE_SIZES,
  });
  const { priority, status, rule, country } = list.filters;
  // The spec's 60 days unless the address says otherwise (an unknown value too).
  const horizon = (DEADLINE_HORIZONS as readonly string[]).includes(list.filters.horizon) ? (list.filters.horizon as DeadlineHorizon) : DEFAULT_DEADLINE_HORIZON;
  const { data, isPending, isError, isFetching } = useDeadlines({ ...list.query, horizon: horizon === DEFAULT_DEADLINE_HORIZON ? undefined : horizon, client: clientId });
  const reopen = useReopenDeadline();
  const removeManual = useDeleteManualDeadline();
  const [completing, setCompleting] = useState<DeadlineItem | null>(null);
  // Nuova Scadenza (editing null) or Modifica Scadenza; and the one whose deletion is being confirmed.
  const [manualForm, setManualForm] = useState<{ open: boolean; editing: DeadlineItem | null }>({ open: false, editing: null });
  const [removing, setRemoving] = useState<DeadlineItem | null>(null);
  const [issuing, setIssuing] = useState<DeadlineItem | null>(null);

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  // The card a link points at (…#obbligo-<id>) is brought into view once it is on the page.
  const target = hash.startsWith('#') ? hash.slice(1) : '';
  const targetShown = !!target && !!data?.items.some((d) => obligationAnchor(d.id) === target);
  useEffect(() => {
    if (targetShown) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target, targetShown]);

  const onReopen = (d: DeadlineItem) => reopen.mutate({ id: d.id, title: d.title });
  const onOpenProof = (documentId: string) =>
    downloadDocument({ id: documentId, fileName: 'prova-di-deposito.pdf' }).catch((error: unknown) => toast.fromError(error, 'Impossibile scaricare il documento'));

  const summary = data?.summary;
  return (
    <div>
      <PageHeader
        title="Scadenze"
        subtitle="Scadenze calcolate automaticamente per i tuoi clienti"
        actions={
          // Not offered to whoever may not act on deadlines; 'Notifica' is still to come.
          (canComplete || canManage) && (
            <>
              {canComplete && (
                <InDevelopmentButton variant="outline">
                  <Bell aria-hidden="true" />
                  Notifica
                </InDevelopmentButton>
              )}
              {canManage && (
                <Button onClick={() => setManualForm({ open: true, editing: null })}>
                  <Plus aria-hidden="true" />
                  Nuova Scadenza
                </Button>
              )}
            </>
          )
        }
      />

      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Totale Scadenze" value={summary ? formatCount(summary.total) : '–'} icon={CalendarClock} />
        <StatCard label="Entro 7 giorni" value={summary ? formatCount(summary.dueSoon) : '–'} icon={Clock} tone="warning" />
        <StatCard label="In Ritardo" value={summary ? formatCount(summary.overdue) : '–'} icon={AlertTriangle} tone="destructive" />
        <StatCard label="Paesi" value={summary ? formatCount(summary.countries) : '–'} icon={Globe} tone="success" />
      </section>

      {canSeeClients && !clientId && <MissingDataCard />}

      {data?.client && (
        <div className="mb-4 flex flex-col gap-2 rounded-lg border bg-muted/40 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" role="status">
          <p className="text-sm">
            Tutte le scadenze di <span className="font-semibold">{data.client.companyName}</span>, anche oltre i prossimi 60 giorni
          </p>
          <Button variant="outline" size="sm" onClick={showAllClients}>
            <X aria-hidden="true" />
            Mostra tutti i clienti
          </Button>
        </div>
      )}

      <div className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_auto_auto_auto] 2xl:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto]">
        <ListSearch list={list} label="Cerca scadenze" placeholder="Cerca scadenze..." className="sm:col-span-2 xl:col-span-1" />
        <Select value={priority || ALL} onValueChange={(v) => list.setFilter('priority', v === ALL ? '' : v)}>
          <SelectTrigger className="w-full xl:w-48" aria-label="Filtra per priorità">
            {/* Spelled out, so the page the server renders shows it too (Radix fills it in only in the browser). */}
            <SelectValue>{priority ? `Priorità ${priority}` : 'Tutte le priorità'}</SelectValue>
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
        <Select value={status || ALL} onValueChange={(v) => list.setFilter('status', v === ALL ? '' : v)}>
          <SelectTrigger className="w-full xl:w-44" aria-label="Filtra per stato">
            <SelectValue>{status || 'Tutti gli stati'}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Tutti gli stati</SelectItem>
            {DEADLINE_STATUSES.map((st) => (
              <SelectItem key={st} value={st}>
                {st}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={rule || ALL} onValueChange={(v) => list.setFilter('rule', v === ALL ? '' : v)}>
          <SelectTrigger className="w-full xl:w-64" aria-label="Filtra per adempimento">
            <SelectValue>{rule === MANUAL_RULE_ID ? MANUAL_RULE_NAME : (data?.rules.find((r) => r.id === rule)?.name ?? 'Tutti gli adempimenti')}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Tutti gli adempimenti</SelectItem>
            <SelectItem value={MANUAL_RULE_ID}>{MANUAL_RULE_NAME}</SelectItem>
            {data?.rules.map((r) => (
              <SelectItem key={r.id} value={r.id}>
                {r.countryCode} · {r.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {/* One client's view shows all of that client's obligations: no horizon there. */}
        {!clientId && (
          <Select value={horizon} onValueChange={(v) => list.setFilter('horizon', v === DEFAULT_DEADLINE_HORIZON ? '' : v)}>
            <SelectTrigger className="w-full xl:w-48" aria-label="Orizzonte">
              <SelectValue>{DEADLINE_HORIZON_LABELS[horizon]}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {DEADLINE_HORIZONS.map((h) => (
                <SelectItem key={h} value={h}>
                  {DEADLINE_HORIZON_LABELS[h]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>

      <Tabs value={country || ALL} onValueChange={(v) => list.setFilter('country', v === ALL ? '' : v)}>
        {/* The countries wrap onto more lines rather than scroll out of sight. */}
        <TabsList aria-label="Paesi" className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value={ALL} className="h-8 flex-none">
            Tutti i Paesi
          </TabsTrigger>
          {data?.countries.map((c) => (
            <TabsTrigger key={c.code} value={c.code} className="h-8 flex-none">
              <CountryFlag isoCode={c.code} name={c.name} decorative className="h-3.5 shadow-none" />
              {c.name} ({formatCount(c.count)})
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value={country || ALL} className="@container">
          {isError && (
            <Alert variant="destructive" className="mb-4">
              <AlertDescription>{LOAD_ERROR}</AlertDescription>
            </Alert>
          )}

          {data?.searchTooBroad && (
            <Alert className="mb-4">
              <AlertDescription>{SEARCH_TOO_BROAD}</AlertDescription>
            </Alert>
          )}

          {isPending && (
            <div className={CARD_GRID} role="status" aria-busy="true" aria-label="Caricamento scadenze">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-80 rounded-xl" />
              ))}
            </div>
          )}

          {data && (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {data.totalCapped && 'Oltre '}
                  {countOf(data.total, ['scadenza', 'scadenze'])}
                </p>
                {/* What is open comes first either way; the default is the soonest first. */}
                <LabelledSelect
                  label="Ordina per"
                  value={list.sort ? `${list.sort.by}:${list.sort.dir}` : ''}
                  onChange={(value) => list.setSort(value ? { by: 'dueDate', dir: value.endsWith(':desc') ? 'desc' : 'asc' } : null)}
                >
                  <option value="">Ordine predefinito</option>
                  <option value="dueDate:asc">Scadenza, crescente</option>
                  <option value="dueDate:desc">Scadenza, decrescente</option>
                </LabelledSelect>
              </div>
              {data.items.length === 0 ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
                    <CalendarClock className="size-8" aria-hidden="true" />
                    <p>Nessuna scadenza trovata</p>
                  </CardContent>
                </Card>
              ) : (
                <div className={cn(CARD_GRID, isFetching && 'opacity-70 transition-opacity')}>
                  {data.items.map((d) => (
                    <DeadlineCard
                      key={d.id}
                      deadline={d}
                      busy={reopen.isPending && reopen.variables?.id === d.id}
                      onSetCompleted={canComplete ? (completed) => (completed ? setCompleting(d) : onReopen(d)) : undefined}
                      onOpenProof={canOpenProof ? onOpenProof : undefined}
                      highlighted={obligationAnchor(d.id) === target}
                      onManage={canManage ? { edit: () => setManualForm({ open: true, editing: d }), remove: () => setRemoving(d) } : undefined}
                      onRecordIssue={canComplete ? () => setIssuing(d) : undefined}
                    />
                  ))}
                </div>
              )}
              <ListFooter list={list} total={data.total} totalCapped={data.totalCapped} noun={['scadenza', 'scadenze']} pageSizes={DEADLINE_PAGE_SIZES} />
            </>
          )}
        </TabsContent>
      </Tabs>
      <CompleteDeadlineDialog deadline={completing} onClose={() => setCompleting(null)} />
      <IssueDateDialog deadline={issuing} onClose={() => setIssuing(null)} />
      <ManualDeadlineDialog open={manualForm.open} editing={manualForm.editing} onOpenChange={(open) => setManualForm((current) => ({ ...current, open }))} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Elimina scadenza"
        description={`Eliminare la scadenza "${removing?.title ?? ''}"? La prossima scadenza non sarà più mostrata né ricordata; quelle già completate restano nello storico.`}
        confirmLabel="Elimina"
        destructive
        onConfirm={() => removeManual.mutateAsync({ id: removing!.manual!.id, title: removing!.title })}
      />
    </div>
  );
}
