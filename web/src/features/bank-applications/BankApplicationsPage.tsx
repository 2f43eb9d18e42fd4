import { useEffect, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { BANK_APPLICATION_STATUS_LABELS, BANK_APPLICATION_STATUSES, type BankApplicationStatus } from '@domain/bank-applications';
import { can } from '@domain/policy';
import { BANK_APPLICATION_SORT_COLUMNS, BANK_APPLICATIONS_PAGE_SIZE } from '@domain/schemas/bank-applications';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useBankApplications } from './api/list-bank-applications';
import { BankApplicationForm } from './components/BankApplicationForm';
import { BankApplicationsList } from './components/BankApplicationsList';

const ALL = 'all';

/** /applicazioni-bancarie: the list, one tab per status, and the toggled creation form. */
export function BankApplicationsPage() {
  const { role } = useSession();
  const [showForm, setShowForm] = useState(false);
  const list = useListState({
    filters: ['status'],
    sortable: BANK_APPLICATION_SORT_COLUMNS,
    pageSize: { phone: 10, desktop: BANK_APPLICATIONS_PAGE_SIZE },
    pageSizes: PAGE_SIZE_CHOICES,
  });
  const applications = useBankApplications(list.query);
  const canCreate = can(role, 'create:bank-application');
  const canReview = can(role, 'update-status:bank-application');

  useEffect(() => {
    if (applications.isError) toast.error('Impossibile caricare le applicazioni bancarie');
  }, [applications.isError]);

  const data = applications.data;
  const status = (BANK_APPLICATION_STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as BankApplicationStatus) : null;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  const empty = list.q
    ? 'Nessuna applicazione corrisponde alla ricerca'
    : status
      ? `Nessuna applicazione ${BANK_APPLICATION_STATUS_LABELS[status].toLowerCase()}`
      : 'Nessuna applicazione bancaria';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Applicazioni Bancarie"
        subtitle={canReview ? 'Richieste di apertura conto dei clienti' : 'Le tue richieste di apertura conto'}
        actions={
          canCreate && (
            <Button variant={showForm ? 'outline' : 'default'} onClick={() => setShowForm((v) => !v)} aria-expanded={showForm}>
              {showForm ? <X /> : <Plus />}
              {showForm ? 'Chiudi' : 'Nuova Applicazione'}
            </Button>
          )
        }
      />

      {showForm && <BankApplicationForm onDone={() => setShowForm(false)} />}

      {/* Manual activation: a click would otherwise choose the tab twice (press and focus), two entries in the history. */}
      <Tabs value={status ?? ALL} onValueChange={(v) => list.setFilter('status', v === ALL ? '' : v)} activationMode="manual">
        <div className="flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
          <TabsList className="h-auto w-full flex-wrap justify-start gap-1 xl:w-fit">
            <TabsTrigger value={ALL} className="h-8 flex-none">
              Tutte ({total})
            </TabsTrigger>
            {BANK_APPLICATION_STATUSES.map((s) => (
              <TabsTrigger key={s} value={s} className="h-8 flex-none">
                {BANK_APPLICATION_STATUS_LABELS[s]} ({data?.counts[s] ?? 0})
              </TabsTrigger>
            ))}
          </TabsList>
          <ListSearch list={list} label="Cerca applicazioni" placeholder="Cerca per banca, conto, attività o richiedente..." className="xl:max-w-sm" />
        </div>
        {[ALL, ...BANK_APPLICATION_STATUSES].map((f) => (
          <TabsContent key={f} value={f}>
            <Card className="gap-0 overflow-hidden p-0">
              <BankApplicationsList list={list} items={data?.items ?? []} loading={applications.isPending} canReview={canReview} empty={empty} />
              <ListFooter list={list} total={data?.total} noun={['applicazione', 'applicazioni']} pageSizes={PAGE_SIZE_CHOICES} />
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
