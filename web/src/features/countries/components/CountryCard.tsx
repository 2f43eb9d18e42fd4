import { CheckCircle2, FileText, Settings2, StickyNote, Users } from 'lucide-react';
import { COUNTRY_STATUS_LABELS, DEFAULT_COMPLIANCE_SCORE, type CountryStatus } from '@domain/schemas/countries';
import { CountryFlag } from '@web/components/country-flag';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { Instant } from '@web/components/instant';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import type { CountryView } from '../api/list-countries';
import { formatTaxRate } from '../format';

const STATUS_VARIANT: Record<CountryStatus, BadgeProps['variant']> = {
  active: 'success',
  review: 'warning',
  monitoring: 'info',
};

export function CountryCard({ country, onManage }: { country: CountryView; onManage?: () => void }) {
  const score = country.complianceScore ?? DEFAULT_COMPLIANCE_SCORE;
  const headingId = `country-${country.isoCode}`;
  return (
    <Card aria-labelledby={headingId} role="article" className="gap-4" data-testid={`country-card-${country.isoCode}`}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <CountryFlag isoCode={country.isoCode} name={country.name} className="h-8" />
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base leading-tight font-semibold">
              {country.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              Aliquota <span className="font-medium text-foreground tabular-nums">{formatTaxRate(country.taxRate)}</span>
            </p>
          </div>
        </div>
        <Badge variant={STATUS_VARIANT[country.status]}>{COUNTRY_STATUS_LABELS[country.status]}</Badge>
      </CardHeader>

      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Users className="size-3.5" aria-hidden="true" /> Clienti
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{country.clientCount}</dd>
          </div>
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <FileText className="size-3.5" aria-hidden="true" /> Documenti
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{country.documentCount}</dd>
          </div>
        </dl>

        <div className="grid gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">Compliance Score</span>
            <span className="font-medium tabular-nums">{score}%</span>
          </div>
          <Progress value={score} aria-label={`Compliance Score ${country.name}`} />
        </div>

        {country.sectors.length > 0 && (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">Settori Principali</p>
            <div className="flex flex-wrap gap-1.5">
              {country.sectors.map((s) => (
                <Badge key={s} variant="secondary">
                  {s}
                </Badge>
              ))}
            </div>
          </div>
        )}

        {country.advantages.length > 0 && (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">Vantaggi</p>
            <ul className="grid gap-1 text-sm text-muted-foreground">
              {country.advantages.slice(0, 2).map((a) => (
                <li key={a} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{a}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {country.notes && (
          <div className="flex gap-2 rounded-lg border border-warning/30 bg-warning/5 px-3 py-2 text-sm">
            <StickyNote className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <p>
              <span className="font-medium">Note: </span>
              {country.notes}
            </p>
          </div>
        )}

        <p className="text-xs text-muted-foreground">Ultimo aggiornamento: <Instant value={country.updatedAt} day /></p>
      </CardContent>

      <CardFooter className="mt-auto gap-2">
        <InDevelopmentButton variant="outline" size="sm" className="w-full" wrapperClassName="flex-1">
          Dettagli
        </InDevelopmentButton>
        {onManage && (
          <Button size="sm" className="flex-1" onClick={onManage} aria-label={`Gestisci ${country.name}`}>
            <Settings2 aria-hidden="true" />
            Gestisci
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
