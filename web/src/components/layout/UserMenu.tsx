import { useNavigate, Link } from 'react-router';
import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import { ROLE_LABELS } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { UserAvatar } from '@web/components/ui/avatar';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';

const FALLBACK_NAME = 'Utente';

export function UserMenu() {
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();
  const name = user?.name.trim() || FALLBACK_NAME;
  const roleLabel = role ? ROLE_LABELS[role] : 'Nessun ruolo';

  async function logout() {
    await signOut();
    navigate('/auth', { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=open]:bg-muted md:rounded-lg"
        aria-label="Menu utente"
        data-testid="user-menu"
      >
        <UserAvatar name={name} className="size-8" />
        <span className="hidden min-w-0 text-left leading-tight md:block">
          <span className="block max-w-40 truncate text-sm font-medium">{name}</span>
          <span className="block text-xs text-muted-foreground">{roleLabel}</span>
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground md:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar name={name} className="size-9" />
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
            <span className="mt-1 block text-xs font-medium text-primary">{roleLabel}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profilo">
            <CircleUser />
            Profilo
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={() => void logout()}>
          <LogOut />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
