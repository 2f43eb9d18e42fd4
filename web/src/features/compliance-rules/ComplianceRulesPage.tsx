import { useEffect } from 'react';
import { countOf } from '@domain/plural';
import { CountryFlag } from '@web/components/country-flag';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useComplianceRules, type ComplianceRuleView } from './api/list-compliance-rules';
import { RuleCard } from './components/RuleCard';

const LOAD_ERROR = 'Impossibile caricare le regole degli adempimenti';

interface Jurisdiction {
  code: string;
  name: string;
  rules: ComplianceRuleView[];
}

/** The rules by country, in the catalogue's order. */
function byJurisdiction(rules: readonly ComplianceRuleView[]): Jurisdiction[] {
  const groups = new Map<string, Jurisdiction>();
  for (const rule of rules) {
    const group = groups.get(rule.countryCode) ?? { code: rule.countryCode, name: rule.countryName, rules: [] };
    group.rules.push(rule);
    groups.set(rule.countryCode, group);
  }
  return [...groups.values()];
}

export function ComplianceRulesPage() {
  const { data, isPending, isError } = useComplianceRules();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  const active = data?.rules.filter((r) => r.enabled).length;
  return (
    <div>
      <PageHeader
        title="Regole Adempimenti"
        subtitle="Gli obblighi di ogni giurisdizione con scadenze, costi, validità e fonti: scegli quali segue lo studio"
      />

      {data && (
        <p className="mb-6 text-sm text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{active}</span> regole attive su{' '}
          <span className="tabular-nums">{data.rules.length}</span>. Quando una regola cambia, le scadenze dei clienti vengono ricalcolate; quelle già completate restano.
        </p>
      )}

      {isError && (
        <Alert variant="destructive">
          <AlertDescription>{LOAD_ERROR}</AlertDescription>
        </Alert>
      )}

      {isPending && (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-busy="true" aria-label="Caricamento regole">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      )}

      {data && (
        <div className="grid gap-8">
          {byJurisdiction(data.rules).map((j) => (
            <section key={j.code} aria-labelledby={`giurisdizione-${j.code}`} className="grid gap-4">
              <h2 id={`giurisdizione-${j.code}`} className="flex items-center gap-3 text-lg font-semibold">
                <CountryFlag isoCode={j.code} name={j.name} className="h-6" decorative />
                {j.name}
                <span className="text-sm font-normal text-muted-foreground">
                  {countOf(j.rules.length, ['regola', 'regole'])}
                </span>
              </h2>
              <div className="grid gap-4 lg:grid-cols-2">
                {j.rules.map((rule) => (
                  <RuleCard key={rule.id} rule={rule} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
