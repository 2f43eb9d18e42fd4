import { Link, useLocation } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { canOpen, pageFor, sidebarPages } from '@domain/policy';
import { useSession } from '@web/lib/session';

/**
 * The way back to the Admin Panel from the pages only its tiles lead to (Gestione Staff,
 * Posta in uscita…): they have no sidebar item to return by.
 */
export function AdminPanelTrail() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const page = pageFor(pathname);
  const role = user?.role;
  if (!page?.adminTile || !canOpen(role, page.path) || !canOpen(role, '/admin-panel') || sidebarPages(role).includes(page)) return null;
  return (
    <nav aria-label="Percorso" className="mb-3 text-sm">
      <Link to="/admin-panel" className="inline-flex items-center gap-1 rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Admin Panel
      </Link>
    </nav>
  );
}
