import { AlertTriangle, UserCheck } from 'lucide-react';
import type { OwnerCriterion, OwnershipResult } from '@domain/aml/beneficial-owners';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { decimalIt } from './RiskResult';

const CRITERION_LABELS: Record<OwnerCriterion, string> = {
  ownership: 'Proprietà (art. 20 c. 1-2)',
  control: 'Controllo (art. 20 c. 3)',
  administration: 'Amministrazione (art. 20 c. 5)',
};

/** A percentage as the computation wrote it ('30', '≈33.33'), with the Italian comma. */
export const percentIt = (share: string) => `${decimalIt(share)}%`;

/**
 * The beneficial owners computed by art. 20 from the file's people and roles: each with the
 * criterion, the share and every line that justifies it; the warnings the computation gave.
 */
export function OwnersCard({ owners }: { owners: Pick<OwnershipResult, 'criterion' | 'owners' | 'warnings'> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="aml-owners-title">Titolari effettivi</CardTitle>
        <CardDescription>
          {owners.criterion ? `Individuati per ${CRITERION_LABELS[owners.criterion].toLowerCase()}` : 'Calcolati dai soci, dal controllo e dagli amministratori indicati'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {owners.warnings.length > 0 && (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription>
              <ul className="list-disc space-y-1 pl-4">
                {owners.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
        {owners.owners.length > 0 && (
          <ul className="grid gap-3" aria-labelledby="aml-owners-title">
            {owners.owners.map((owner) => (
              <li key={owner.personId} className="min-w-0 rounded-lg border p-3" aria-label={owner.name}>
                <div className="flex flex-wrap items-center gap-2">
                  <UserCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="font-medium break-words">{owner.name}</span>
                  {owner.share !== null && <span className="font-semibold tabular-nums">{percentIt(owner.share)}</span>}
                  <Badge variant="outline">{CRITERION_LABELS[owner.criterion]}</Badge>
                </div>
                <ul className="mt-2 grid gap-1 text-sm text-muted-foreground" aria-label={`Perché ${owner.name} è titolare effettivo`}>
                  {owner.justification.map((line) => (
                    <li key={line} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
