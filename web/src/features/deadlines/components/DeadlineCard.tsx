import { Building2, CalendarDays, CheckCircle2, Clock, DollarSign, ExternalLink, FileCheck2, Pencil, RotateCcw, Settings2, ShieldAlert, StickyNote, Trash2, User } from 'lucide-react';
import { Link } from 'react-router';
import { amlClientPath, isAmlRuleId } from '@domain/aml/obligation-kinds';
import { formatFee } from '@domain/compliance/fee';
import { obligationAnchor } from '@domain/compliance/obligation-view';
import type { DeadlinePriority, DeadlineStatus } from '@domain/deadlines';
import { formatDateIt } from '@domain/periods';
import { CountryFlag } from '@web/components/country-flag';
import { InDevelopmentButton } from '@web/components/in-development-button';
import { Instant } from '@web/components/instant';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/utils';
import type { DeadlineItem } from '../api/list-deadlines';

const STATUS_VARIANT: Record<DeadlineStatus, BadgeProps['variant']> = {
  'In Ritardo': 'destructive',
  'In Corso': 'warning',
  Pianificato: 'info',
  Completato: 'success',
};

const PRIORITY_VARIANT: Record<DeadlinePriority, BadgeProps['variant']> = {
  Alta: 'destructive',
  Media: 'warning',
  Bassa: 'secondary',
};

function remainingText(days: number): string {
  if (days === 0) return 'Scade oggi';
  if (days > 0) return days === 1 ? 'Scade domani' : `Scade tra ${days} giorni`;
  return days === -1 ? 'Scaduta da 1 giorno' : `Scaduta da ${-days} giorni`;
}

export interface DeadlineCardProps {
  deadline: DeadlineItem;
  /** Present for roles that may complete deadlines; they also see the placeholder 'Gestisci'. */
  onSetCompleted?: (completed: boolean) => void;
  busy?: boolean;
  /** Present for roles that may open the proof of filing (a private document). */
  onOpenProof?: (documentId: string) => void;
  /** Shown on the card the page was opened for (a link from an e-mail or a calendar). */
  highlighted?: boolean;
  /** Present for roles that may change obligations added by hand: 'Gestisci' offers Modifica and Elimina on their open ones. */
  onManage?: { edit: () => void; remove: () => void };
  /** Present for roles that may complete deadlines: 'Gestisci' offers the issue date of an open return the authority issues. */
  onRecordIssue?: () => void;
}

export function DeadlineCard({ deadline: d, onSetCompleted, busy, onOpenProof, highlighted, onManage, onRecordIssue }: DeadlineCardProps) {
  const done = d.status === 'Completato';
  const manage = d.manual && !done ? onManage : undefined;
  const recordIssue = d.issue && !done ? onRecordIssue : undefined;
  // Only staff who may read the file are ever sent these; they close in the file, not here.
  const amlFile = isAmlRuleId(d.ruleId);
  const headingId = `deadline-${d.id}`;
  return (
    <Card
      id={obligationAnchor(d.id)}
      role="article"
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 gap-4', highlighted && 'ring-2 ring-primary')}
      data-testid="deadline-card"
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={STATUS_VARIANT[d.status]}>{d.status}</Badge>
          <Badge variant={PRIORITY_VARIANT[d.priority]}>Priorità {d.priority}</Badge>
          <Badge variant="outline">{d.type}</Badge>
          {d.periodGone && <Badge variant="warning">Periodo non più valido</Badge>}
        </div>
        {d.periodGone && (
          <p className="text-sm text-warning">
            Un cambio di fine esercizio ha eliminato il periodo contabile di questa scadenza: verifica se il deposito è ancora dovuto e segnala come completata.
          </p>
        )}
        <h2 id={headingId} className="text-base leading-snug font-semibold break-words">
          {d.title}
        </h2>
        <p className="text-sm text-muted-foreground">{d.description}</p>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 text-sm">
        <div className="flex items-center gap-2">
          <CountryFlag isoCode={d.countryCode} name={d.countryName} decorative className="h-4" />
          <span className="min-w-0 break-words">
            <Link to={`/scadenze?cliente=${d.clientId}`} className="font-medium underline-offset-2 hover:underline" aria-label={`Tutte le scadenze di ${d.clientName}`}>
              {d.clientName}
            </Link>{' '}
            · {d.countryName}
          </span>
        </div>
        <div className="flex items-center gap-2 text-muted-foreground">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{d.authority}</span>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <CalendarDays className="size-3.5" aria-hidden="true" /> Scadenza
            </dt>
            <dd className="font-medium tabular-nums">{formatDateIt(d.dueDate)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" /> Giorni rimanenti
            </dt>
            <dd className={cn('font-medium', !done && d.daysRemaining < 0 && 'text-destructive', !done && d.daysRemaining >= 0 && d.daysRemaining <= 7 && 'text-warning')}>
              {done ? 'Completata' : remainingText(d.daysRemaining)}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <DollarSign className="size-3.5" aria-hidden="true" /> Costo
            </dt>
            <dd className="font-medium tabular-nums">{formatFee(d.cost)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <User className="size-3.5" aria-hidden="true" /> Responsabile
            </dt>
            <dd className="font-medium">{d.owner}</dd>
          </div>
        </dl>
        {d.issue && !done && (
          <p className="text-xs text-muted-foreground">
            {d.issue.issuedOn
              ? `Emessa il ${formatDateIt(d.issue.issuedOn)}: si deposita entro un mese`
              : 'Scadenza stimata: registra la data di emissione quando arriva la dichiarazione'}
          </p>
        )}
        {d.penalty && <p className="text-xs text-muted-foreground">{d.penalty}</p>}
        {amlFile ? null : d.manual ? (
          // Staff's own note, in sight: what to ask the client, where to file.
          d.note && (
            <p className="flex items-start gap-1.5 text-xs break-words whitespace-pre-line text-muted-foreground">
              <StickyNote className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Nota: </span>
                {d.note}
              </span>
            </p>
          )
        ) : (
          <details className="text-xs text-muted-foreground">
            <summary className="cursor-pointer">Categoria: {d.category} · Note e fonte</summary>
            <p className="mt-1.5">{d.note}</p>
            <a href={d.sourceUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline">
              Fonte ufficiale <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </details>
        )}
        {d.completion && (
          <p className="flex items-start gap-1.5 rounded-md bg-success/10 px-2.5 py-1.5 text-xs text-success">
            <CheckCircle2 className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>
              {amlFile ? 'Chiuso nel fascicolo antiriciclaggio' : `Completato da ${d.completion.completedByName || 'Utente'}`} il <Instant value={d.completion.completedAt} />
              {d.completion.filedOn && <> · depositato il {formatDateIt(d.completion.filedOn)}</>}
            </span>
          </p>
        )}
        {d.completion?.proofDocumentId && onOpenProof && (
          <Button size="sm" variant="link" className="h-auto justify-start p-0" onClick={() => onOpenProof(d.completion!.proofDocumentId!)}>
            <FileCheck2 aria-hidden="true" />
            Scarica prova di deposito
          </Button>
        )}
      </CardContent>
      {amlFile ? (
        <CardFooter className="mt-auto flex-wrap gap-2">
          <Button size="sm" variant="outline" asChild>
            <Link to={amlClientPath(d.clientId)} aria-label={`Apri il fascicolo antiriciclaggio di ${d.clientName}`}>
              <ShieldAlert aria-hidden="true" />
              Apri il fascicolo
            </Link>
          </Button>
        </CardFooter>
      ) : onSetCompleted && (
        <CardFooter className="mt-auto flex-wrap gap-2">
          {done ? (
            <Button size="sm" variant="outline" loading={busy} onClick={() => onSetCompleted(false)} aria-label={`Riapri ${d.title}`}>
              <RotateCcw aria-hidden="true" />
              Riapri
            </Button>
          ) : (
            <Button size="sm" loading={busy} onClick={() => onSetCompleted(true)} aria-label={`Segna come completato: ${d.title}`}>
              <CheckCircle2 aria-hidden="true" />
              Segna come completato
            </Button>
          )}
          {manage || recordIssue ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="sm" variant="outline" aria-label={`Gestisci ${d.title}`}>
                  <Settings2 aria-hidden="true" />
                  Gestisci
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {recordIssue && (
                  <DropdownMenuItem onSelect={recordIssue}>
                    <CalendarDays aria-hidden="true" />
                    Data di emissione
                  </DropdownMenuItem>
                )}
                {manage && (
                  <>
                    <DropdownMenuItem onSelect={manage.edit}>
                      <Pencil aria-hidden="true" />
                      Modifica
                    </DropdownMenuItem>
                    <DropdownMenuItem destructive onSelect={manage.remove}>
                      <Trash2 aria-hidden="true" />
                      Elimina
                    </DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            <InDevelopmentButton size="sm" variant="outline">
              <Settings2 aria-hidden="true" />
              Gestisci
            </InDevelopmentButton>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
