import { CalendarCheck, CheckCircle2, FilePen, Plus, Video } from 'lucide-react';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { WeekCalendar } from './components/WeekCalendar';

/** A static placeholder (PRODUCT.md section 3): the week and zero counters. */
export function ShortContentPlanningPage() {
  return (
    <div>
      <PageHeader
        title="Programmazione Short Content"
        subtitle="Pianifica i contenuti brevi della settimana"
        actions={
          <InDevelopmentButton>
            <Plus aria-hidden="true" />
            Nuovo Post
          </InDevelopmentButton>
        }
      />
      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Post Programmati" value={0} icon={CalendarCheck} />
        <StatCard label="Pubblicati" value={0} icon={CheckCircle2} tone="success" />
        <StatCard label="Bozze" value={0} icon={FilePen} tone="warning" />
        <StatCard label="Questa Settimana" value={0} icon={Video} tone="muted" />
      </section>
      <WeekCalendar emptyText="Nessun contenuto" />
    </div>
  );
}
