import { useState } from 'react';
import { FilePlus2, PenLine } from 'lucide-react';
import { SIGNIFICANCE_LABELS } from '@domain/aml/rulesets';
import { formatDateIt, todayIso } from '@domain/periods';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useSaveSelfAssessment, useSignSelfAssessment, type AmlFirm, type AmlSelfAssessment } from '../api/firm';
import { decimalIt } from './RiskResult';
import { SelfAssessmentForm } from './SelfAssessmentForm';
import { Empty, Section, SignedVersionHeading } from './Section';

/** The firm's self-assessment (RT1): the draft and its result, 'Firma' for the proprietario, the signed versions, the next due day. */
export function SelfAssessmentCard({ firm, canManage, canSign }: { firm: AmlFirm; canManage: boolean; canSign: boolean }) {
  const save = useSaveSelfAssessment();
  const sign = useSignSelfAssessment();
  const [newVersion, setNewVersion] = useState(false);
  const [signing, setSigning] = useState(false);
  const draft = firm.versions.find((v) => v.status === 'draft') ?? null;
  const signed = firm.versions.filter((v) => v.status === 'signed');
  const editing = canManage && (draft !== null || signed.length === 0 || newVersion);
  const last = signed[0];
  const formDraft = draft ?? (last ? { inherent: last.inherent, vulnerability: last.vulnerability, note: '' } : null);
  const late = firm.nextDueOn !== null && firm.nextDueOn < todayIso();

  return (
    <div className="grid gap-4">
      <Section
        title="Autovalutazione del rischio dello studio"
        description={`Regola tecnica n. 1: rischio residuo = ${firm.ruleset.inherentPercent}% rischio inerente + ${firm.ruleset.vulnerabilityPercent}% vulnerabilità. Si rinnova ogni anno.`}
        actions={
          canManage &&
          !editing && (
            <Button variant="outline" onClick={() => setNewVersion(true)}>
              <FilePlus2 />
              Nuova versione
            </Button>
          )
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {firm.nextDueOn ? (
            <>
              <span className={late ? 'font-semibold text-destructive' : 'font-semibold'}>Prossima autovalutazione entro il {formatDateIt(firm.nextDueOn)}</span>
              {late && <Badge variant="destructive">Scaduta</Badge>}
            </>
          ) : (
            <span className="text-muted-foreground">Nessuna autovalutazione firmata: va fatta e firmata dal titolare dello studio.</span>
          )}
        </p>
        {editing && (
          <div className="grid gap-4 border-t pt-4">
            <h3 className="text-sm font-semibold">{draft ? `Bozza: versione ${draft.version}` : 'Nuova autovalutazione'}</h3>
            <SelfAssessmentForm
              factors={firm.ruleset}
              draft={formDraft}
              onSave={async (input) => {
                await save.mutateAsync({ draftId: draft?.id ?? null, input });
                setNewVersion(false);
              }}
            />
            {draft &&
              (draft.result ? (
                <FirmResult version={draft} />
              ) : (
                <Alert>
                  <AlertDescription>Per calcolare il rischio mancano i punteggi di: {draft.missing.map((f) => f.label).join(', ')}.</AlertDescription>
                </Alert>
              ))}
            {draft && canSign && (
              <div className="flex justify-end">
                <Button onClick={() => setSigning(true)} disabled={!draft.result}>
                  <PenLine />
                  Firma
                </Button>
              </div>
            )}
          </div>
        )}
      </Section>

      <Section title="Autovalutazioni firmate">
        {signed.length === 0 ? (
          <Empty>Nessuna autovalutazione firmata</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Autovalutazioni firmate">
            {signed.map((version) => (
              <li key={version.id} className="grid gap-2 rounded-lg border p-3 text-sm" aria-label={`Autovalutazione versione ${version.version}`}>
                <SignedVersionHeading version={version} />
                <FirmResult version={version} />
                {version.note && <p className="break-words">Note: {version.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {draft && (
        <ConfirmDialog
          open={signing}
          onOpenChange={setSigning}
          title={`Firmare l’autovalutazione versione ${draft.version}?`}
          description="Una volta firmata non si può più modificare; la prossima è dovuta tra un anno."
          confirmLabel="Firma"
          onConfirm={() => sign.mutateAsync(draft.id)}
        />
      )}
    </div>
  );
}

function FirmResult({ version }: { version: AmlSelfAssessment }) {
  if (!version.result) return null;
  const { inherent, vulnerability, residual, significance } = version.result;
  return (
    <dl className="grid grid-cols-2 gap-3 min-[520px]:grid-cols-4" aria-label={`Risultato della versione ${version.version}`}>
      {(
        [
          ['Rischio inerente', decimalIt(inherent)],
          ['Vulnerabilità', decimalIt(vulnerability)],
          ['Rischio residuo', decimalIt(residual)],
          ['Classe', SIGNIFICANCE_LABELS[significance]],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-lg border p-2.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
