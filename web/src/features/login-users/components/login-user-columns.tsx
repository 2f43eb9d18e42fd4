import { KeyRound, Pencil, ShieldCheck, ShieldOff } from 'lucide-react';
import { ROLE_LABELS } from '@domain/policy';
import { Instant } from '@web/components/instant';
import type { Column } from '@web/components/list/DataTable';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { LoginUserRow } from '../api/list-login-users';

/** The name a login user is shown by. */
export const nameOf = (user: LoginUserRow) => user.fullName || 'Utente';

/** The login-user list's columns; the reset of a lost second factor only for who may do it (proprietario). */
export function loginUserColumns({
  onEdit,
  onReset,
  resettingId,
  onResetTwoFactor,
}: {
  onEdit: (user: LoginUserRow) => void;
  onReset: (user: LoginUserRow) => void;
  /** The account whose reset e-mail is being sent. */
  resettingId: string | null;
  onResetTwoFactor?: (user: LoginUserRow) => void;
}): Column<LoginUserRow>[] {
  return [
    {
      id: 'fullName',
      header: 'Nome',
      sort: 'fullName',
      card: 'title',
      width: 200,
      cell: (user) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={nameOf(user)} />
          <span className="min-w-0 font-medium break-words">{nameOf(user)}</span>
        </div>
      ),
    },
    { id: 'email', header: 'Email', sort: 'email', card: 'subtitle', width: 260, className: 'break-all text-muted-foreground', cell: (user) => user.email || 'Email non disponibile' },
    {
      id: 'role',
      header: 'Ruolo',
      width: 130,
      givesWay: { kind: 'spec' },
      cell: (user) => (
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{user.role ? ROLE_LABELS[user.role] : 'Nessun ruolo'}</Badge>
          {user.twoFactorEnabled && (
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              Verifica in due passaggi
            </Badge>
          )}
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: 'Registrato il',
      sort: 'createdAt',
      width: 140,
      givesWay: { kind: 'spec' },
      className: 'whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (user) => <Instant value={user.createdAt} day />,
    },
    {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 128,
      cell: (user) => (
        <div className="flex justify-end gap-1">
          <Button size="icon-sm" variant="ghost" onClick={() => onEdit(user)} aria-label={`Modifica ${nameOf(user)}`} title="Modifica">
            <Pencil />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            onClick={() => onReset(user)}
            loading={resettingId === user.id}
            disabled={!user.email}
            aria-label={`Reset password di ${nameOf(user)}`}
            title="Reset Password"
          >
            <KeyRound />
          </Button>
          {onResetTwoFactor && user.twoFactorEnabled && (
            <Button size="icon-sm" variant="ghost" onClick={() => onResetTwoFactor(user)} aria-label={`Azzera verifica in due passaggi di ${nameOf(user)}`} title="Azzera verifica">
              <ShieldOff />
            </Button>
          )}
        </div>
      ),
    },
  ];
}
