import { useEffect, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { BANK_APPLICATION_STATUS_LABELS, BANK_APPLICATION_STATUSES, type BankApplicationStatus } from '@domain/bank-applications';
import { can } from '@domain/policy';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useBankApplications } from './api/list-bank-applications';
import { BankApplicationForm } from './components/BankApplicationForm';
import { BankApplicationsList } from './components/BankApplicationsList';

type Filter = BankApplicationStatus | 'all';

/** /applicazioni-bancarie: the list and the toggled creation form. */
export function BankApplicationsPage() {
  const { role } = useSession();
  const [showForm, setShowForm] = useState(false);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useBankApplications(filter, page);
  const canCreate = can(role, 'create:bank-application');
  const canReview = can(role, 'update-status:bank-application');

  useEffect(() => {
    if (list.isError) toast.error('Impossibile caricare le applicazioni bancarie');
  }, [list.isError]);

  const data = list.data;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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

      <Tabs
        value={filter}
        onValueChange={(v) => {
          setFilter(v as Filter);
          setPage(1);
        }}
      >
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
          <TabsTrigger value="all" className="h-8 flex-none">Tutte ({total})</TabsTrigger>
          {BANK_APPLICATION_STATUSES.map((s) => (
            <TabsTrigger key={s} value={s} className="h-8 flex-none">
              {BANK_APPLICATION_STATUS_LABELS[s]} ({data?.counts[s] ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
        {(['all', ...BANK_APPLICATION_STATUSES] as const).map((f) => (
          <TabsContent key={f} value={f}>
            {list.isPending ? (
              <div className="grid gap-4 lg:grid-cols-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-40 w-full rounded-xl" />
                ))}
              </div>
            ) : !data || data.items.length === 0 ? (
              <Card>
                <CardContent className="py-10 text-center text-sm text-muted-foreground">
                  {filter === 'all' ? 'Nessuna applicazione bancaria' : `Nessuna applicazione ${BANK_APPLICATION_STATUS_LABELS[filter].toLowerCase()}`}
                </CardContent>
              </Card>
            ) : (
              <>
                <BankApplicationsList items={data.items} canReview={canReview} />
                <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
