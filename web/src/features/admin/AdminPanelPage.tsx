import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { ROLE_LABELS, adminTiles } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { PAGE_ICONS } from '@web/components/layout/page-icons';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { useProfile } from '@web/lib/own-profile';

/** The first word of a full name, for the greeting. */
function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Admin Panel: its own layout (no shell), the tiles of the pages the caller may open. */
export function AdminPanelPage() {
  const { user, role } = useSession();
  const profile = useProfile();
  const name = profile.data?.fullName?.trim() || user?.name.trim() || 'Utente';
  const tiles = adminTiles(role);

  return (
    <div className="min-h-dvh bg-background">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
          <Link to="/">
            <ArrowLeft />
            Torna alla Dashboard
          </Link>
        </Button>

        <section
          aria-label="Benvenuto"
          className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-blue-800 to-blue-600 px-6 py-7 text-white shadow-md sm:px-8 sm:py-9"
        >
          <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl" />
          <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
            <UserAvatar name={name} src={profile.data?.avatarUrl} className="size-16 border-2 border-white/40 text-lg [&_[data-slot=avatar-fallback]]:bg-white/15 [&_[data-slot=avatar-fallback]]:text-white" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-blue-100">Admin Panel{role ? ` · ${ROLE_LABELS[role]}` : ''}</p>
              <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">Ciao, {firstNameOf(name)}!</h1>
              <p className="mt-1 max-w-xl text-blue-100">Accedi rapidamente agli strumenti di amministrazione del gestionale.</p>
            </div>
          </div>
        </section>

        <nav aria-label="Strumenti di amministrazione">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tiles.map((page) => {
              const Icon = PAGE_ICONS[page.icon];
              return (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className="group flex h-full items-center gap-4 rounded-xl border bg-card p-5 shadow-xs transition hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{page.label}</span>
                      {page.description && <span className="block text-sm text-muted-foreground">{page.description}</span>}
                    </span>
                    <ArrowRight className="size-4 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
