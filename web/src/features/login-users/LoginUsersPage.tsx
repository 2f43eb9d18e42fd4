import { useEffect, useState } from 'react';
import { Search, Trash2, Users } from 'lucide-react';
import { can } from '@domain/policy';
import { LOGIN_USERS_PAGE_SIZE } from '@domain/schemas/login-users';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { ResetTwoFactorDialog } from '@web/components/reset-two-factor-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/toast';
import { loginUserKeys } from './api/keys';
import { useLoginUsers, type LoginUserRow } from './api/list-login-users';
import { useSendPasswordReset } from './api/send-password-reset';
import { DeleteLoginUsersDialog } from './components/DeleteLoginUsersDialog';
import { EditLoginUserDialog } from './components/EditLoginUserDialog';
import { LoginUserCard } from './components/LoginUserCard';

export function LoginUsersPage() {
  const { role } = useSession();
  const canDelete = can(role, 'delete:login-user');
  const canChangeRole = can(role, 'change-role:user');
  const canResetTwoFactor = can(role, 'manage:two-factor');
  const [resettingTwoFactor, setResettingTwoFactor] = useState<LoginUserRow | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search);
  const { data, isPending, isError } = useLoginUsers({ search: debounced, page, pageSize: LOGIN_USERS_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<LoginUserRow | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const reset = useSendPasswordReset();

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare gli utenti');
  }, [isError]);

  const items = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const allOnPage = items.length > 0 && items.every((u) => selected.has(u.id));
  const someOnPage = items.some((u) => selected.has(u.id));

  function toggle(id: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function togglePage(on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const u of items) {
        if (on) next.add(u.id);
        else next.delete(u.id);
      }
      return next;
    });
  }

  async function sendReset(user: LoginUserRow) {
    try {
      await reset.mutateAsync(user.id);
    } catch (error) {
      toast.fromError(error, 'Errore nell\'invio dell\'email di reset');
      return;
    }
    toast.success(`Email di reset della password inviata a ${user.email}`);
  }

  return (
    <div>
      <PageHeader
        title="Utenti Login"
        subtitle="Account degli utenti registrati che non fanno parte dello staff"
        actions={
          canDelete && (
            <Button variant="destructive" disabled={selected.size === 0} onClick={() => setConfirmingDelete(true)}>
              <Trash2 />
              Elimina selezionati ({selected.size})
            </Button>
          )
        }
      />

      <Card className="mb-4">
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            {canDelete && (
              <Checkbox
                checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                onCheckedChange={(v) => togglePage(v === true)}
                aria-label="Seleziona tutti gli utenti della pagina"
                disabled={items.length === 0}
              />
            )}
            <p className="flex items-center gap-2 text-sm font-medium" data-testid="login-users-total">
              <Users className="size-4 text-primary" aria-hidden="true" />
              Totale: {data ? data.total : '–'} {data?.total === 1 ? 'utente' : 'utenti'}
            </p>
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
              aria-label="Cerca utenti"
              className="pl-9"
            />
          </div>
        </CardContent>
      </Card>

      {isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Caricamento utenti">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      )}

      {data && items.length === 0 && (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">{debounced ? 'Nessun utente corrisponde alla ricerca' : 'Nessun utente registrato'}</CardContent>
        </Card>
      )}

      {items.length > 0 && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((user) => (
            <LoginUserCard
              key={user.id}
              user={user}
              selectable={canDelete}
              selected={selected.has(user.id)}
              onSelectedChange={(on) => toggle(user.id, on)}
              onEdit={() => setEditing(user)}
              onReset={() => sendReset(user)}
              onResetTwoFactor={canResetTwoFactor ? () => setResettingTwoFactor(user) : undefined}
              resetting={reset.isPending && reset.variables === user.id}
            />
          ))}
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-6" />

      {canResetTwoFactor && (
        <ResetTwoFactorDialog
          account={resettingTwoFactor && { ...resettingTwoFactor, fullName: resettingTwoFactor.fullName || 'Utente' }}
          invalidate={loginUserKeys.all}
          onClose={() => setResettingTwoFactor(null)}
        />
      )}
      <EditLoginUserDialog user={editing} canChangeRole={canChangeRole} onClose={() => setEditing(null)} />
      {canDelete && (
        <DeleteLoginUsersDialog
          ids={[...selected]}
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          onDeleted={() => {
            setConfirmingDelete(false);
            setSelected(new Set());
          }}
        />
      )}
    </div>
  );
}
