import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, ChevronRight, Globe, Landmark, LayoutGrid, Users } from 'lucide-react';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { dashboardCards } from '@domain/dashboard';
import type { Role } from '@domain/policy';
import type { DashboardSummary } from '../api/get-summary';

interface CardSpec {
  key: string;
  to: string;
  label: string;
  value: ReactNode;
  icon: ComponentType<{ className?: string }>;
  hint: string;
  tone?: 'primary' | 'success' | 'warning' | 'destructive' | 'muted';
}

const format = (n: number) => n.toLocaleString('it-IT');

/** The cards the caller's role may open (the server sends only those), each a link to its page. */
function cardsOf(stats: DashboardSummary['stats']): CardSpec[] {
  const cards: CardSpec[] = [];
  if (stats.clients !== undefined) cards.push({ key: 'clients', to: '/clienti', label: 'Clienti Totali', value: format(stats.clients), icon: Users, hint: 'Tutti i clienti registrati' });
  if (stats.countries !== undefined) cards.push({ key: 'countries', to: '/paesi', label: 'Paesi Attivi', value: format(stats.countries), icon: Globe, hint: 'Paesi di costituzione dei clienti', tone: 'success' });
  if (stats.bankApplications !== undefined) {
    cards.push({ key: 'bank', to: '/applicazioni-bancarie', label: 'Applicazioni Bancarie', value: format(stats.bankApplications), icon: Landmark, hint: 'Richieste di apertura conto', tone: 'muted' });
  }
  if (stats.upcomingDeadlines !== undefined) {
    cards.push({
      key: 'deadlines',
      to: '/scadenze',
      label: 'Scadenze Imminenti',
      value: format(stats.upcomingDeadlines),
      icon: CalendarClock,
      hint: 'Nei prossimi 7 giorni',
      tone: stats.upcomingDeadlines > 0 ? 'warning' : 'muted',
    });
  }
  if (stats.adminPanel) cards.push({ key: 'admin', to: '/admin-panel', label: 'Admin Panel', value: 'Apri', icon: LayoutGrid, hint: 'Strumenti di amministrazione' });
  return cards;
}

export function StatCards({ role, summary, loading }: { role: Role | null; summary: DashboardSummary | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:gap-4" aria-busy="true" aria-label="Caricamento riepilogo">
        {dashboardCards(role).map((card) => (
          <Skeleton key={card} className="h-[6.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  const cards = summary ? cardsOf(summary.stats) : [];
  if (cards.length === 0) return null;
  return (
    <section aria-label="Riepilogo" className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:gap-4">
      {cards.map((card) => (
        <Link
          key={card.key}
          to={card.to}
          className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          aria-label={`${card.label}: ${card.value}. ${card.hint}`}
        >
          <StatCard
            label={card.label}
            value={card.value}
            icon={card.icon}
            tone={card.tone}
            className="h-full transition group-hover:border-primary/40 group-hover:shadow-md"
            hint={
              <span className="flex items-center justify-between gap-1">
                {card.hint}
                <ChevronRight className="size-3.5 shrink-0 opacity-0 transition group-hover:opacity-100" aria-hidden="true" />
              </span>
            }
          />
        </Link>
      ))}
    </section>
  );
}
