import { AlertTriangle, CalendarDays, CheckCircle2, ExternalLink, Landmark, Newspaper, Scale } from 'lucide-react';
import { FISCAL_NEWS, fiscalNewsCounters, type FiscalNewsItem, type FiscalNewsPriority } from '@domain/fiscal-news';
import { formatDateIt } from '@domain/periods';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';

const COUNTERS = fiscalNewsCounters(FISCAL_NEWS);

const PRIORITY_VARIANT: Record<FiscalNewsPriority, BadgeProps['variant']> = {
  Alta: 'destructive',
  Media: 'warning',
  Bassa: 'secondary',
};

/** In Vigore green, Attivo blue, In Preparazione yellow, others secondary (spec part 2 section 4). */
function statusVariant(status: string): BadgeProps['variant'] {
  if (status === 'In Vigore') return 'success';
  if (status === 'Attivo') return 'info';
  if (status === 'In Preparazione') return 'warning';
  return 'secondary';
}

function NewsCard({ item }: { item: FiscalNewsItem }) {
  const headingId = `news-${item.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="gap-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={statusVariant(item.status)}>{item.status}</Badge>
          <Badge variant={PRIORITY_VARIANT[item.priorita]}>Priorità {item.priorita}</Badge>
          <Badge variant="outline">{item.categoria}</Badge>
          <Badge variant="secondary">{item.paese}</Badge>
        </div>
        <h2 id={headingId} className="text-lg leading-snug font-semibold">
          {item.titolo}
        </h2>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <dt>Pubblicazione:</dt>
            <dd className="font-medium text-foreground tabular-nums">{formatDateIt(item.dataPublicazione)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <dt>Data effettiva:</dt>
            <dd className="font-medium text-foreground tabular-nums">{formatDateIt(item.dataEffettiva)}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{item.descrizione}</p>
        <div className="rounded-lg border border-warning/30 bg-warning/5 px-3 py-2">
          <p className="font-medium">Impatto</p>
          <p className="text-muted-foreground">{item.impatto}</p>
        </div>
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <Scale className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium text-foreground">Fonte legislativa: </span>
            {item.fonteLegislativa}
          </span>
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={`Leggi di più: ${item.titolo} (si apre in una nuova scheda)`}>
            Leggi di più
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function FiscalNewsPage() {
  return (
    <div>
      <PageHeader title="Novità Fiscali" subtitle="Aggiornamenti normativi e fiscali nelle giurisdizioni che seguiamo" />
      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Totale Novità" value={COUNTERS.total} icon={Newspaper} />
        <StatCard label="Priorità Alta" value={COUNTERS.highPriority} icon={AlertTriangle} tone="destructive" />
        <StatCard label="In Vigore" value={COUNTERS.inForce} icon={CheckCircle2} tone="success" />
        <StatCard label="Fiscali" value={COUNTERS.fiscal} icon={Landmark} tone="warning" />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {FISCAL_NEWS.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}
