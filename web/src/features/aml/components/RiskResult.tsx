import { AlertTriangle } from 'lucide-react';
import { decText } from '@domain/aml/decimal';
import type { ClientRiskResult } from '@domain/aml/risk';
import { SIGNIFICANCE_LABELS } from '@domain/aml/rulesets';
import { formatDateIt } from '@domain/periods';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { LevelBadge } from './LevelBadge';

/** A result as the server sends it: the scores as exact decimal text ('1.6'). */
export type RiskView = Omit<ClientRiskResult, 'inherent' | 'specific' | 'effective'> & { inherent: string; specific: string; effective: string };

/** A result computed in the browser, written as the server writes it. */
export const riskViewOf = (result: ClientRiskResult): RiskView => ({
  ...result,
  inherent: decText(result.inherent),
  specific: decText(result.specific),
  effective: decText(result.effective),
});

/** '1.6' → '1,6': the exact value with the Italian comma. */
export const decimalIt = (text: string) => text.replace('.', ',');

/**
 * What an assessment gives, written exactly (decimal comma, no rounding but the mean's, said):
 * inherent, specific and effective risk, the band, the level, and why enhanced due diligence is forced.
 */
export function RiskResult({ result }: { result: RiskView }) {
  return (
    <section aria-label="Risultato della valutazione" className="grid gap-3">
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <Figure label="Rischio inerente" value={decimalIt(result.inherent)} />
        <Figure label="Rischio specifico" value={decimalIt(result.specific)} note={result.specificExact ? undefined : 'media arrotondata a due decimali'} />
        <Figure label="Rischio effettivo" value={decimalIt(result.effective)} strong />
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          Fascia: <strong>{SIGNIFICANCE_LABELS[result.significance]}</strong>
        </span>
        <span aria-hidden="true">·</span>
        <span>Adeguata verifica</span>
        <LevelBadge level={result.level} />
        <span aria-hidden="true">·</span>
        <span>
          Prossima revisione entro il {formatDateIt(result.nextReviewOn)} ({result.reviewMonths} mesi)
        </span>
      </p>
      {result.forcedReasons.length > 0 && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Adeguata verifica rafforzata obbligatoria</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {result.forcedReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <p className="text-xs text-muted-foreground">Regole applicate: {result.rulesetId}</p>
    </section>
  );
}

function Figure({ label, value, note, strong = false }: { label: string; value: string; note?: string | undefined; strong?: boolean }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-2xl font-semibold tabular-nums' : 'text-xl font-medium tabular-nums'}>{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}
