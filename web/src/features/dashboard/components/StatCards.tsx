import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { CalendarClock, ChevronRight, Globe, Landmark, LayoutGrid, Users } from 'lucide-react';
import { StatCard } from '@web/components/stat-card';
import { dashboardCards, type DashboardCard } from '@domain/dashboard';
import type { Role } from '@domain/policy';
import type { DashboardSummary } from '../api/get-summary';

interface CardSpec {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  hint: string;
  tone: (value: number | undefined) => 'primary' | 'success' | 'warning' | 'destructive' | 'muted';
}

const CARDS: Record<DashboardCard, CardSpec> = {
  clients: { to: '/clienti', label: 'Clienti Totali', icon: Users, hint: 'Tutti i clienti registrati', tone: () => 'primary' },
  countries: { to: '/paesi', label: 'Paesi con clienti', icon: Globe, hint: 'Paesi di costituzione dei clienti', tone: () => 'success' },
  bankApplications: { to: '/applicazioni-bancarie', label: 'Applicazioni Bancarie', icon: Landmark, hint: 'Richieste di apertura conto', tone: () => 'muted' },
  upcomingDeadlines: {
    to: '/scadenze',
    label: 'Scadenze Imminenti',
    icon: CalendarClock,
    hint: 'Nei prossimi 7 giorni',
    tone: (n) => (n !== undefined && n > 0 ? 'warning' : 'muted'),
  },
  adminPanel: { to: '/admin-panel', label: 'Admin Panel', icon: LayoutGrid, hint: 'Strumenti di amministrazione', tone: () => 'primary' },
};

const format = (n: number) => n.toLocaleString('it-IT');

/**
 * The cards of the caller's role, each a link to its page. While the figures load the
 * same cards show with a placeholder for the figure: nothing moves when they arrive.
 */
export function StatCards({ role, summary, loading }: { role: Role | null; summary: DashboardSummary | undefined; loading: boolean }) {
  // Loaded: the cards the server sent (it sends only those the role may open).
  const cards = loading ? dashboardCards(role) : dashboardCards(role).filter((key) => summary?.stats[key] !== undefined);
  if (cards.length === 0) return null;
  const valueOf = (key: DashboardCard): { text: string; count?: number } | null => {
    const value = summary?.stats[key];
    if (value === undefined) return null;
    return typeof value === 'number' ? { text: format(value), count: value } : { text: 'Apri' };
  };
  return (
    // Columns by the width of the page's box, not of the screen: five fit only where each card has room for its label.
    <div className="@container">
      <section aria-label="Riepilogo" aria-busy={loading} className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @4xl:grid-cols-5 lg:gap-4">
        {cards.map((key) => {
          const card = CARDS[key];
          const value = valueOf(key);
          return (
            <Link
              key={key}
              to={card.to}
              className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
              aria-label={value ? `${card.label}: ${value.text}. ${card.hint}` : `${card.label}: caricamento`}
            >
              <StatCard
                label={card.label}
                value={value?.text}
                loading={!value}
                icon={card.icon}
                tone={card.tone(value?.count)}
                className="h-full transition group-hover:border-primary/40 group-hover:shadow-md"
                hint={
                  <span className="flex items-center justify-between gap-1">
                    {card.hint}
                    <ChevronRight className="size-3.5 shrink-0 opacity-0 transition group-hover:opacity-100" aria-hidden="true" />
                  </span>
                }
              />
            </Link>
          );
        })}
      </section>
    </div>
  );
}
