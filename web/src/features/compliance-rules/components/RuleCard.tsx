import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { formatFee } from '@domain/compliance/fee';
import { EVIDENCE_LABELS, checkedOnText } from '@domain/compliance/evidence';
import { todayIso } from '@domain/periods';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import type { ComplianceRuleView } from '../api/list-compliance-rules';
import { useSwitchComplianceRule } from '../api/switch-compliance-rule';

/** A fact of the rule; a `wide` one takes the card's whole width on a phone. */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2 sm:col-span-1')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/** One rule of the catalogue: its facts, its note and source, and the firm's switch. */
export function RuleCard({ rule }: { rule: ComplianceRuleView }) {
  const switchRule = useSwitchComplianceRule();
  const headingId = `regola-${rule.id}`;
  const switchId = `regola-${rule.id}-attiva`;
  const ended = rule.validTo !== null && rule.validTo < todayIso();
  return (
    <Card role="article" aria-labelledby={headingId} className="gap-4" data-testid={`rule-${rule.id}`}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 id={headingId} className="text-base leading-tight font-semibold">
            {rule.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{rule.category}</Badge>
            {rule.state && <Badge variant="outline">Solo {rule.state}</Badge>}
            <Badge variant={rule.evidence === 'official' ? 'success' : 'warning'}>{EVIDENCE_LABELS[rule.evidence]}</Badge>
            {ended && <Badge variant="warning">Non più in vigore</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch
            id={switchId}
            checked={rule.enabled}
            disabled={switchRule.isPending}
            aria-label={`Attiva per lo studio: ${rule.name}`}
            onCheckedChange={(enabled) => switchRule.mutate({ id: rule.id, enabled })}
          />
          <Label htmlFor={switchId} className="font-normal">
            Attiva per lo studio
          </Label>
          {switchRule.isPending && <Spinner className="size-4 text-muted-foreground" aria-label="Salvataggio in corso" />}
        </div>
      </CardHeader>

      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{rule.description}</p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          <Fact label="Scadenza" wide>
            {rule.term}
          </Fact>
          <Fact label="Sabati, domeniche e festivi" wide>
            {rule.holidayShift}
          </Fact>
          <Fact label="Tipi di società" wide>
            {rule.entityTypes.join(', ')}
          </Fact>
          <Fact label="Autorità">{rule.authority}</Fact>
          <Fact label="Costo">{formatFee(rule.fee)}</Fact>
          <Fact label="Sanzione per ritardo" wide>
            {rule.penalty ?? 'Non indicata dalle fonti'}
          </Fact>
          <Fact label="In vigore">{rule.validity}</Fact>
          <Fact label="Verifica">{checkedOnText(rule.checkedOn)}</Fact>
          <Fact label="Scadenze da completare">
            <span className="tabular-nums">{rule.openObligations}</span>
          </Fact>
        </dl>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <p className="text-xs font-medium">Nota</p>
          <p className="mt-0.5 text-xs leading-relaxed text-muted-foreground">{rule.note}</p>
        </div>
      </CardContent>

      <CardFooter className="mt-auto">
        <a
          href={rule.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          Pagina dell’autorità
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(si apre in una nuova scheda)</span>
        </a>
      </CardFooter>
    </Card>
  );
}
