import { Clock, Eye, Lightbulb, Plus, Upload, Users, Video } from 'lucide-react';
import type { ComponentType } from 'react';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { WeekCalendar } from './components/WeekCalendar';

const COLUMNS: { title: string; icon: ComponentType<{ className?: string }> }[] = [
  { title: 'Idee', icon: Lightbulb },
  { title: 'In Produzione', icon: Video },
  { title: 'Pronti', icon: Clock },
  { title: 'Pubblicati', icon: Upload },
];

/** A static placeholder (PRODUCT.md section 3): four columns, the week, zero statistics. */
export function YoutubePlanningPage() {
  return (
    <div>
      <PageHeader
        title="Programmazione YouTube"
        subtitle="Pianifica la produzione e la pubblicazione dei video"
        actions={
          <InDevelopmentButton>
            <Plus aria-hidden="true" />
            Nuovo Video
          </InDevelopmentButton>
        }
      />
      <section aria-label="Statistiche" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Video Totali" value={0} icon={Video} />
        <StatCard label="Visualizzazioni" value={0} icon={Eye} tone="success" />
        <StatCard label="Iscritti" value={0} icon={Users} tone="warning" />
        <StatCard label="Ore di Visione" value={0} icon={Clock} tone="muted" />
      </section>
      <section aria-label="Flusso di produzione" className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {COLUMNS.map(({ title, icon: Icon }) => (
          <Card key={title} className="gap-3">
            <CardHeader className="flex-row items-center justify-between">
              <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {title}
              </h2>
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums">0</span>
            </CardHeader>
            <CardContent>
              <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">Nessun video</p>
            </CardContent>
          </Card>
        ))}
      </section>
      <WeekCalendar emptyText="Nessun video programmato" />
    </div>
  );
}
