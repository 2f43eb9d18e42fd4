import { useState } from 'react';
import { IdCard, UserSearch } from 'lucide-react';
import { IDENTIFICATION_METHOD_LABELS, IDENTITY_DOCUMENT_LABELS } from '@domain/aml/file';
import { formatDateIt } from '@domain/periods';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { AmlFile } from '../api/files';
import { useClientDocuments, useIdentify } from '../api/identification';
import { EvidenceList } from './EvidenceList';
import { IdentifyDialog } from './IdentifyDialog';
import { Empty, Section } from './Section';

/** 'Identificazione': who still needs it, the identifications (expired documents marked) and the file's documents. */
export function IdentificationSection({ file, canPrepare }: { file: AmlFile; canPrepare: boolean }) {
  const fileId = file.file.id;
  const [dialog, setDialog] = useState<{ open: boolean; personId: string | null }>({ open: false, personId: null });
  const identify = useIdentify();
  const documents = useClientDocuments(dialog.open ? (file.client?.id ?? null) : null);
  const nameOf = (id: string) => file.parties.find((p) => p.id === id)?.name ?? '';
  const persons = file.parties.filter((p) => p.kind === 'natural').map((p) => ({ id: p.id, name: p.name }));

  return (
    <div className="grid gap-4">
      <Section
        title="Da identificare"
        description="L'esecutore e ogni titolare effettivo, su un documento valido oggi (art. 18 c. 1)."
        actions={
          canPrepare && (
            <Button variant="outline" onClick={() => setDialog({ open: true, personId: null })} disabled={persons.length === 0}>
              <IdCard />
              Identifica
            </Button>
          )
        }
      >
        {file.toIdentify.length === 0 ? (
          <Alert>
            <AlertDescription>Tutte le persone da identificare lo sono, con un documento valido.</AlertDescription>
          </Alert>
        ) : (
          <ul className="grid gap-2" aria-label="Persone da identificare">
            {file.toIdentify.map((id) => (
              <li key={id} className="flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm">
                <UserSearch className="size-4 text-destructive" aria-hidden="true" />
                <span className="min-w-0 flex-1 font-medium break-words">{nameOf(id)}</span>
                <Badge variant="destructive">Da identificare</Badge>
                {canPrepare && (
                  <Button size="sm" onClick={() => setDialog({ open: true, personId: id })} aria-label={`Identifica ${nameOf(id)}`}>
                    Identifica
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Identificazioni">
        {file.identifications.length === 0 ? (
          <Empty>Nessuna identificazione registrata</Empty>
        ) : (
          <ul className="grid gap-2" aria-label="Identificazioni">
            {file.identifications.map((i) => (
              <li key={i.id} className="rounded-lg border px-3 py-2 text-sm" aria-label={`${nameOf(i.partyId)}, ${IDENTITY_DOCUMENT_LABELS[i.documentType]} ${i.documentNumber}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{nameOf(i.partyId)}</span>
                  <span className="text-muted-foreground">
                    {IDENTITY_DOCUMENT_LABELS[i.documentType]} n. {i.documentNumber}
                  </span>
                  {i.expired ? <Badge variant="destructive">Scaduto il {formatDateIt(i.expiresOn)}</Badge> : <Badge variant="success">Valido fino al {formatDateIt(i.expiresOn)}</Badge>}
                </div>
                <p className="text-xs text-muted-foreground">
                  Rilasciato da {i.issuer} il {formatDateIt(i.issuedOn)} · {IDENTIFICATION_METHOD_LABELS[i.method]}
                  {i.remoteMeans && ` (${i.remoteMeans})`} · identificato il {formatDateIt(i.identifiedOn)} da {i.identifiedByName}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Documenti" description="Le copie acquisite, con l'impronta SHA-256 che ne prova l'integrità.">
        <EvidenceList evidence={file.evidence} />
      </Section>

      <IdentifyDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        persons={persons}
        personId={dialog.personId}
        clientDocuments={documents.data ?? []}
        upload={(values, upload, onProgress) => identify.mutateAsync({ fileId, values, file: upload, onProgress })}
      />
    </div>
  );
}
