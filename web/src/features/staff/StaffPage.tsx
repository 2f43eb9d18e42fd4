import { useEffect } from 'react';
import { countOf } from '@domain/plural';
import { can } from '@domain/policy';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { STAFF_PAGE_SIZE, STAFF_SORTS } from '@domain/schemas/staff';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useStaff } from './api/list-staff';
import { CreateStaffForm } from './components/CreateStaffForm';
import { StaffTable } from './components/StaffTable';
import { StaffTwoFactorCard } from './components/StaffTwoFactorCard';

export function StaffPage() {
  const { user, role } = useSession();
  const canManage = can(role, 'manage:staff');
  const list = useListState({ sortable: STAFF_SORTS, pageSize: { phone: 10, desktop: STAFF_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const { data, isPending, isError } = useStaff(list.query);

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare gli utenti');
  }, [isError]);

  return (
    <div>
      <PageHeader
        title="Gestione Staff"
        subtitle={canManage ? 'Crea e gestisci i membri dello staff e i loro ruoli' : 'Membri dello staff e ruoli (sola lettura)'}
      />
      {can(role, 'manage:two-factor') && <StaffTwoFactorCard />}
      {canManage && <CreateStaffForm />}
      <Card className="gap-0 overflow-hidden p-0">
        <CardHeader className="gap-3 border-b p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
          <div>
            <CardTitle>Membri dello Staff</CardTitle>
            <CardDescription>{data ? countOf(data.total, ['membro', 'membri']) : 'Caricamento…'}</CardDescription>
          </div>
          <ListSearch list={list} label="Cerca nello staff" placeholder="Cerca per nome o email" className="w-full flex-none sm:w-72" />
        </CardHeader>
        <StaffTable
          members={data?.items ?? []}
          loading={isPending}
          sorting={list}
          canManage={canManage}
          canResetTwoFactor={can(role, 'manage:two-factor')}
          selfId={user?.id ?? ''}
        />
        <ListFooter list={list} total={data?.total} noun={['membro', 'membri']} pageSizes={PAGE_SIZE_CHOICES} />
      </Card>
    </div>
  );
}
