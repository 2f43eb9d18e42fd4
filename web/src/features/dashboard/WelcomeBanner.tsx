import { format, parseISO } from 'date-fns';
import { it } from 'date-fns/locale';
import { todayIso } from '@domain/periods';
import { ROLE_LABELS } from '@domain/policy';
import { useSession } from '@web/lib/session';

export function WelcomeBanner() {
  const { user, role } = useSession();
  const name = user?.name.trim() || 'Utente';
  // The firm's day, as the server that renders the page counts it.
  const today = format(parseISO(todayIso()), 'EEEE d MMMM yyyy', { locale: it });
  return (
    <section
      aria-label="Benvenuto"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-blue-800 to-blue-600 px-6 py-7 text-white shadow-md sm:px-8 sm:py-9"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 right-32 size-48 rounded-full bg-sky-300/20 blur-2xl" />
      <div className="relative">
        <p className="text-sm font-medium text-blue-100 first-letter:uppercase">{today}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">Benvenuto, {name}!</h1>
        <p className="mt-2 max-w-xl text-blue-100">
          Ecco la panoramica del gestionale Arcadia{role ? ` · ${ROLE_LABELS[role]}` : ''}.
        </p>
      </div>
    </section>
  );
}
