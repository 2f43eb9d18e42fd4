import { useEffect, useState } from 'react';
import { Trash2, Users } from 'lucide-react';
import { countOf, type Noun } from '@domain/plural';
import { can } from '@domain/policy';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { LOGIN_USER_SORTS, LOGIN_USERS_PAGE_SIZE } from '@domain/schemas/login-users';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable } from '@web/components/list/DataTable';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { useSelection } from '@web/components/list/use-selection';
import { ResetTwoFactorDialog } from '@web/components/reset-two-factor-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { loginUserKeys } from './api/keys';
import { useLoginUsers, type LoginUserRow } from './api/list-login-users';
import { useSendPasswordReset } from './api/send-password-reset';
import { DeleteLoginUsersDialog } from './components/DeleteLoginUsersDialog';
import { EditLoginUserDialog } from './components/EditLoginUserDialog';
import { loginUserColumns, nameOf } from './components/login-user-columns';

const USERS: Noun = ['utente', 'utenti'];

export function LoginUsersPage() {
  const { role } = useSession();
  const canDelete = can(role, 'delete:login-user');
  const canChangeRole = can(role, 'change-role:user');
  const canResetTwoFactor = can(role, 'manage:two-factor');
  const list = useListState({ sortable: LOGIN_USER_SORTS, pageSize: { phone: 10, desktop: LOGIN_USERS_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const { data, isPending, isError } = useLoginUsers(list.query);
  const items = data?.items ?? [];
  const selection = useSelection(items.map((u) => u.id));
  const [resettingTwoFactor, setResettingTwoFactor] = useState<LoginUserRow | null>(null);
  const [editing, setEditing] = useState<LoginUserRow | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const reset = useSendPasswordReset();

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare gli utenti');
  }, [isError]);

  const columns = loginUserColumns({
    onEdit: setEditing,
    onReset: (user) => reset.mutate(user),
    resettingId: reset.isPending ? (reset.variables?.id ?? null) : null,
    onResetTwoFactor: canResetTwoFactor ? setResettingTwoFactor : undefined,
  });

  return (
    <div>
      <PageHeader
        title="Utenti Login"
        subtitle="Account degli utenti registrati che non fanno parte dello staff"
        actions={
          canDelete && (
            <Button variant="destructive" disabled={selection.ids.length === 0} onClick={() => setConfirmingDelete(true)}>
              <Trash2 />
              Elimina selezionati ({selection.ids.length})
            </Button>
          )
        }
      />

      <Card className="gap-0 overflow-hidden p-0">
        <div className="flex flex-col gap-3 border-b p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="login-users-total">
            <Users className="size-4 text-primary" aria-hidden="true" />
            Totale: {data ? countOf(data.total, USERS) : '– utenti'}
          </p>
          <ListSearch list={list} label="Cerca utenti" placeholder="Cerca per nome o email" className="w-full flex-none sm:w-72" />
        </div>
        <DataTable
          label="Utenti Login"
          columns={columns}
          rows={items}
          rowId={(user) => user.id}
          rowName={nameOf}
          loading={isPending}
          empty={list.q ? 'Nessun utente corrisponde alla ricerca' : 'Nessun utente registrato'}
          sorting={list}
          selection={canDelete ? selection : undefined}
          selectPageLabel="Seleziona tutti gli utenti della pagina"
        />
        <ListFooter list={list} total={data?.total} noun={USERS} pageSizes={PAGE_SIZE_CHOICES} />
      </Card>

      {canResetTwoFactor && (
        <ResetTwoFactorDialog
          account={resettingTwoFactor && { ...resettingTwoFactor, fullName: nameOf(resettingTwoFactor) }}
          invalidate={loginUserKeys.all}
          onClose={() => setResettingTwoFactor(null)}
        />
      )}
      <EditLoginUserDialog user={editing} canChangeRole={canChangeRole} onClose={() => setEditing(null)} />
      {canDelete && (
        <DeleteLoginUsersDialog
          ids={[...selection.ids]}
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          onDeleted={() => {
            setConfirmingDelete(false);
            selection.clear();
          }}
        />
      )}
    </div>
  );
}
