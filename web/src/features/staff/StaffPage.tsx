import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { can } from '@domain/policy';
import { STAFF_PAGE_SIZE } from '@domain/schemas/staff';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/toast';
import { useStaff } from './api/list-staff';
import { CreateStaffForm } from './components/CreateStaffForm';
import { StaffTable } from './components/StaffTable';
import { StaffTwoFactorCard } from './components/StaffTwoFactorCard';

export function StaffPage() {
  const { user, role } = useSession();
  const canManage = can(role, 'manage:staff');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search);
  const { data, isPending, isError } = useStaff({ search: debounced, page, pageSize: STAFF_PAGE_SIZE });

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare gli utenti');
  }, [isError]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div>
      <PageHeader
        title="Gestione Staff"
        subtitle={canManage ? 'Crea e gestisci i membri dello staff e i loro ruoli' : 'Membri dello staff e ruoli (sola lettura)'}
      />
      {can(role, 'manage:two-factor') && <StaffTwoFactorCard />}
      {canManage && <CreateStaffForm />}
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle>Membri dello Staff</CardTitle>
            <CardDescription>{data ? `${data.total} ${data.total === 1 ? 'membro' : 'membri'}` : 'Caricamento…'}</CardDescription>
          </div>
          <div className="relative w-full sm:w-72">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder="Cerca per nome o email"
              aria-label="Cerca nello staff"
              className="pl-9"
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <StaffTable
            members={data?.items ?? []}
            loading={isPending}
            canManage={canManage}
            canResetTwoFactor={can(role, 'manage:two-factor')}
            selfId={user?.id ?? ''}
          />
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </CardContent>
      </Card>
    </div>
  );
}
