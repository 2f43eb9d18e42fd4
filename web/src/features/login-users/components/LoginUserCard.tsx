import { format } from 'date-fns';
import { CalendarDays, KeyRound, Mail, Pencil, ShieldCheck, ShieldOff } from 'lucide-react';
import { ROLE_LABELS } from '@domain/policy';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { cn } from '@web/lib/utils';
import type { LoginUserRow } from '../api/list-login-users';

export function LoginUserCard({
  user,
  selectable,
  selected,
  onSelectedChange,
  onEdit,
  onReset,
  resetting,
  onResetTwoFactor,
}: {
  user: LoginUserRow;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  onReset: () => void;
  resetting: boolean;
  /** Given to whoever may reset a lost second factor (proprietario). */
  onResetTwoFactor?: () => void;
}) {
  const name = user.fullName || 'Utente';
  return (
    <Card data-testid="login-user-card" data-email={user.email} className={cn('transition-colors', selected && 'border-primary/60 bg-accent/30')}>
      <CardContent className="grid grid-cols-1 gap-4 p-4">
        <div className="flex items-start gap-3">
          {selectable && <Checkbox checked={selected} onCheckedChange={(v) => onSelectedChange(v === true)} aria-label={`Seleziona ${name}`} className="mt-2.5" />}
          <UserAvatar name={name} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{name}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              <Badge variant="outline">{user.role ? ROLE_LABELS[user.role] : 'Nessun ruolo'}</Badge>
              {user.twoFactorEnabled && (
                <Badge variant="success">
                  <ShieldCheck aria-hidden="true" />
                  Verifica in due passaggi
                </Badge>
              )}
            </div>
          </div>
        </div>
        {/* Columns of minmax(0, 1fr) and an item that may shrink: a long address is cut short instead of widening the card. */}
        <dl className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <dt className="sr-only">Email</dt>
            <dd className="min-w-0 truncate">{user.email || 'Email non disponibile'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <dt className="sr-only">Registrato il</dt>
            <dd>Registrato il {format(new Date(user.createdAt), 'dd/MM/yyyy')}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Modifica ${name}`}>
            <Pencil />
            Modifica
          </Button>
          <Button variant="outline" size="sm" onClick={onReset} loading={resetting} disabled={!user.email} aria-label={`Reset password di ${name}`}>
            <KeyRound />
            Reset Password
          </Button>
          {onResetTwoFactor && user.twoFactorEnabled && (
            <Button variant="outline" size="sm" onClick={onResetTwoFactor} aria-label={`Azzera verifica in due passaggi di ${name}`}>
              <ShieldOff />
              Azzera verifica
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
