import { useState } from 'react';
import { FilePlus2, PenLine } from 'lucide-react';
import { formatDateIt } from '@domain/periods';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAssessments, useSaveAssessment, useSignAssessment, type AmlAssessment } from '../api/assessments';
import type { AmlFile } from '../api/files';
import { RiskForm } from './RiskForm';
import { RiskResult } from './RiskResult';
import { Empty, Section, SignedVersionHeading } from './Section';

/**
 * 'Rischio': the draft's form with its result as the factors are scored, 'Firma' of the saved draft for who may sign; every
 * signed version kept and shown read-only; 'Nuova versione' starts the next draft from the last one.
 */
export function RiskSection({ file, canPrepare, canSign }: { file: AmlFile; canPrepare: boolean; canSign: boolean }) {
  const fileId = file.file.id;
  const assessments = useAssessments(fileId);
  const save = useSaveAssessment(fileId);
  const sign = useSignAssessment();
  const [newVersion, setNewVersion] = useState(false);
  const [signing, setSigning] = useState(false);

  if (assessments.isPending) return <Skeleton className="h-96" role="status" aria-label="Caricamento della valutazione" />;
  if (assessments.isError) return <p className="text-sm text-destructive">Impossibile caricare la valutazione del rischio</p>;

  const { ruleset, current, versions } = assessments.data;
  const draft = versions.find((v) => v.status === 'draft') ?? null;
  const signed = versions.filter((v) => v.status === 'signed');
  const engagements = file.engagements.filter((e) => !e.exempt).map((e) => ({ id: e.id, serviceId: e.serviceId, label: `${e.serviceLabel} (dal ${formatDateIt(e.openedOn)})` }));
  const last = signed[0];
  const editing = draft !== null || signed.length === 0 || newVersion;
  const formDraft = draft ?? (last ? { engagementId: last.engagementId, scores: last.scores, note: '' } : null);

  return (
    <div className="grid gap-4">
      {editing && (
        <Section
          title={draft ? `Bozza: versione ${draft.version}` : 'Nuova valutazione'}
          description={`Regola tecnica n. 2: ogni fattore da 1 (non significativo) a 4 (molto significativo). Regole: ${ruleset.title}.`}
        >
          {engagements.length === 0 ? (
            <Empty>Registra prima un incarico soggetto ad adeguata verifica: la valutazione è fatta per la prestazione.</Empty>
          ) : (
            <RiskForm
              factors={ruleset}
              engagements={engagements}
              draft={formDraft}
              readOnly={!canPrepare}
              preview={current}
              onSave={async (input) => {
                await save.mutateAsync({ draftId: draft?.id ?? null, input });
                setNewVersion(false);
              }}
              actions={({ unsaved, computed }) =>
                canSign &&
                draft && (
                  <>
                    {unsaved && <p className="text-sm text-muted-foreground">Salva le modifiche prima di firmare</p>}
                    <Button type="button" onClick={() => setSigning(true)} disabled={unsaved || !computed}>
                      <PenLine />
                      Firma
                    </Button>
                  </>
                )
              }
            />
          )}
        </Section>
      )}

      <Section
        title="Versioni firmate"
        description="Ogni versione firmata resta nel fascicolo così com'è: una modifica è una nuova versione."
        actions={
          canPrepare &&
          !editing && (
            <Button variant="outline" onClick={() => setNewVersion(true)}>
              <FilePlus2 />
              Nuova versione
            </Button>
          )
        }
      >
        {signed.length === 0 ? (
          <Empty>Nessuna valutazione firmata</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Versioni firmate">
            {signed.map((version) => (
              <SignedVersion key={version.id} version={version} factors={ruleset} engagements={engagements} />
            ))}
          </ul>
        )}
      </Section>

      {draft && (
        <ConfirmDialog
          open={signing}
          onOpenChange={setSigning}
          title={`Firmare la versione ${draft.version}?`}
          description="Una volta firmata la valutazione non si può più modificare: fissa il livello di adeguata verifica e la prossima revisione."
          confirmLabel="Firma"
          onConfirm={() => sign.mutateAsync(draft.id)}
        />
      )}
    </div>
  );
}

function SignedVersion({
  version,
  factors,
  engagements,
}: {
  version: AmlAssessment;
  factors: { tableA: readonly { id: string; label: string }[]; tableB: readonly { id: string; label: string }[] };
  engagements: readonly { id: string; label: string; serviceId: string }[];
}) {
  return (
    <li className="grid gap-3 rounded-lg border p-3" aria-label={`Versione ${version.version}`}>
      <SignedVersionHeading version={version} />
      {version.result && <RiskResult result={version.result} />}
      {version.note && <p className="text-sm break-words">Note: {version.note}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Punteggi dei fattori</summary>
        <div className="mt-3">
          <RiskForm factors={factors} engagements={engagements} draft={{ engagementId: version.engagementId, scores: version.scores, note: version.note }} onSave={async () => undefined} readOnly />
        </div>
      </details>
    </li>
  );
}
