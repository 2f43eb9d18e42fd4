import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { can } from '@domain/policy';
import { formatDateIt, todayIso } from '@domain/periods';
import { REVIEW_TRIGGER_LABELS } from '@domain/aml/file';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-error';
import { useSession } from '@web/lib/session';
import { exportUrl, useFile, type AmlFile } from '../api/files';
import { AccessLogSection } from './AccessLogSection';
import { EngagementsSection } from './EngagementsSection';
import { IdentificationSection } from './IdentificationSection';
import { LevelBadge } from './LevelBadge';
import { PeopleSection } from './PeopleSection';
import { ReviewsSection } from './ReviewsSection';
import { RiskSection } from './RiskSection';

const SECTIONS = [
  ['persone', 'Persone e titolari'],
  ['identificazione', 'Identificazione'],
  ['incarichi', 'Incarichi'],
  ['rischio', 'Rischio'],
  ['revisioni', 'Revisioni'],
  ['accessi', 'Registro accessi'],
] as const;
type SectionId = (typeof SECTIONS)[number][0];
const SECTION_PARAM = 'sezione';

/** One client's file as a page: its header, then its parts as tabs (the open one in the address). */
export function FileView({ fileId, backTo }: { fileId: string; backTo: string }) {
  const file = useFile(fileId);
  const [params, setParams] = useSearchParams();
  const asked = params.get(SECTION_PARAM);
  const section: SectionId = SECTIONS.some(([id]) => id === asked) ? (asked as SectionId) : 'persone';

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={backTo}>
        <ArrowLeft />
        Tutti i fascicoli
      </Link>
    </Button>
  );

  if (file.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <Skeleton className="h-24" role="status" aria-label="Caricamento del fascicolo" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (file.isError) {
    const missing = file.error instanceof ApiError && file.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <Alert variant="destructive">
          <AlertTitle>{missing ? 'Fascicolo non trovato' : 'Impossibile caricare il fascicolo'}</AlertTitle>
          <AlertDescription>{missing ? 'Il fascicolo non esiste più o il collegamento non è corretto.' : 'Riprova tra poco.'}</AlertDescription>
        </Alert>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      {back}
      <FileHeader file={file.data} />
      <Tabs
        value={section}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === 'persone') next.delete(SECTION_PARAM);
            else next.set(SECTION_PARAM, value);
            return next;
          })
        }
      >
        <TabsList aria-label="Parti del fascicolo" className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {SECTIONS.map(([id, label]) => (
            <TabsTrigger key={id} value={id} className="h-8 flex-none">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <FileSections file={file.data} />
      </Tabs>
    </div>
  );
}

function FileSections({ file }: { file: AmlFile }) {
  const { role } = useSession();
  const canPrepare = can(role, 'prepare:aml-file');
  const canSign = can(role, 'sign:aml-file');
  return (
    <>
      <TabsContent value="persone">
        <PeopleSection file={file} canPrepare={canPrepare} />
      </TabsContent>
      <TabsContent value="identificazione">
        <IdentificationSection file={file} canPrepare={canPrepare} />
      </TabsContent>
      <TabsContent value="incarichi">
        <EngagementsSection file={file} canPrepare={canPrepare} />
      </TabsContent>
      <TabsContent value="rischio">
        <RiskSection file={file} canPrepare={canPrepare} canSign={canSign} />
      </TabsContent>
      <TabsContent value="revisioni">
        <ReviewsSection file={file} canSign={canSign} />
      </TabsContent>
      <TabsContent value="accessi">
        <AccessLogSection fileId={file.file.id} />
      </TabsContent>
    </>
  );
}

/** The client's name, the level, the next review, the abstention and end banners, and the export for inspection. */
function FileHeader({ file: { file, client } }: { file: AmlFile }) {
  const { role } = useSession();
  const due = file.nextReviewOn !== null && file.nextReviewOn <= todayIso();
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <p className="text-sm text-muted-foreground">Fascicolo antiriciclaggio</p>
          <h1 className="text-2xl font-semibold break-words">{file.clientName}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {!client && <Badge variant="secondary">Cliente eliminato</Badge>}
            <span className="text-muted-foreground">Adeguata verifica</span>
            <LevelBadge level={file.level} />
            {file.nextReviewOn && (
              <span className={due ? 'font-medium text-destructive' : 'text-muted-foreground'}>
                · Revisione entro il {formatDateIt(file.nextReviewOn)}
                {file.reviewTrigger && ` (${REVIEW_TRIGGER_LABELS[file.reviewTrigger]})`}
              </span>
            )}
          </div>
        </div>
        {can(role, 'export:aml-file') && (
          <Button asChild variant="outline">
            <a href={exportUrl(file.id)} download>
              <Download />
              Esporta per ispezione
            </a>
          </Button>
        )}
      </div>
      {file.abstainedOn && (
        <Alert variant="destructive">
          <AlertTitle>Astensione dal {formatDateIt(file.abstainedOn)} (art. 42)</AlertTitle>
          {file.abstentionReason && <AlertDescription>{file.abstentionReason}</AlertDescription>}
        </Alert>
      )}
      {file.relationshipEndedOn && (
        <Alert>
          <AlertTitle>Rapporto cessato il {formatDateIt(file.relationshipEndedOn)}</AlertTitle>
          {file.retainUntil && <AlertDescription>Il fascicolo è conservato fino al {formatDateIt(file.retainUntil)}, poi viene eliminato.</AlertDescription>}
        </Alert>
      )}
    </header>
  );
}
