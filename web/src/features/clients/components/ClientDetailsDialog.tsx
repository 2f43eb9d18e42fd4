import type { ReactNode } from 'react';
import { CalendarClock, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { amlClientPath } from '@domain/aml/obligation-kinds';
import { entityTypeLabel, formatFinancialYearEnd, isUsLlc, LLC_MEMBERS, llcMembersOf } from '@domain/compliance/entity-types';
import { can, ROLE_LABELS } from '@domain/policy';
import { CLIENT_FIELD_NAMES, CLIENT_FIELDS, type ClientField } from '@domain/schemas/clients';
import { CountryLabel } from '@web/components/country-flag';
import { Instant } from '@web/components/instant';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { initialsOf } from '@domain/initials';
import { useSession } from '@web/lib/session';
import { useClientDetails, type ClientDetails } from '../api/client-details';
import { AccountingPeriods } from './AccountingPeriods';
import { ClientRequests } from './ClientRequests';
import type { ClientRow } from '../api/list-clients';
import { NAMELESS_CLIENT, formatDateIt } from '../format';

const STATUS: Record<ClientRow['approvalStatus'], { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  approved: { label: 'Approvato', variant: 'success' },
  pending: { label: 'In Revisione', variant: 'warning' },
  rejected: { label: 'Rifiutato', variant: 'destructive' },
};

/** The declared fields shown by hand below; every other declared field is shown by what it holds (see `shownValue`). */
const SHOWN_BY_HAND = new Set<ClientField>([
  'companyName',
  'fullName',
  'countryCode',
  'incorporationDate',
  'companyNumber',
  'entityType',
  'financialYearEnd',
  'singleForeignMember',
  'severalMembers',
  'tradeLicenceExpiry',
  'usStateRegistrationDate',
  'remindClient',
  'sectors',
  'companyAddress',
  'residentialAddress',
]);
const OTHER_FIELDS = CLIENT_FIELD_NAMES.filter((name) => !SHOWN_BY_HAND.has(name));

/** A declared field's value as the details show it: a date as gg/mm/aaaa, a flag as Sì or No, '–' for none. */
function shownValue(client: ClientRow, name: ClientField): string {
  const value = client[name];
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (!value) return '–';
  return CLIENT_FIELDS[name].kind === 'date' ? formatDateIt(value) : value;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function Person({ title, person }: { title: string; person: ClientDetails['owner'] }) {
  return (
    <div className="rounded-lg border p-3">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      {person ? (
        <div className="mt-2 flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary" aria-hidden="true">
            {initialsOf(person.name)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{person.name || 'Nome non disponibile'}</p>
            <p className="truncate text-xs text-muted-foreground">{person.email}</p>
          </div>
          <Badge variant="info" className="ml-auto">
            {ROLE_LABELS[person.role ?? 'user']}
          </Badge>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">Nessun utente</p>
      )}
    </div>
  );
}

/** 'Dettagli Cliente: {company}', with the owner user and the linked user, and the way to the client's obligations. */
export function ClientDetailsDialog({ client, canChangeYearEnd, onOpenChange }: { client: ClientRow | null; canChangeYearEnd: boolean; onOpenChange: (open: boolean) => void }) {
  const { role } = useSession();
  const { data, isPending, isError } = useClientDetails(client?.id ?? null);
  const c = data ?? client;
  const status = c ? STATUS[c.approvalStatus] : null;

  return (
    <Dialog open={client !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Dettagli Cliente: {client?.companyName}</DialogTitle>
          <DialogDescription className="sr-only">Dati del cliente e accessi all'app</DialogDescription>
        </DialogHeader>
        {c && (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label={CLIENT_FIELDS.companyName.label}>{c.companyName || NAMELESS_CLIENT}</Item>
            <Item label={CLIENT_FIELDS.fullName.label}>{c.fullName || 'Nome non disponibile'}</Item>
            <Item label={CLIENT_FIELDS.countryCode.label}>
              <CountryLabel code={c.countryCode} name={c.countryName} />
            </Item>
            <Item label={CLIENT_FIELDS.incorporationDate.label}>{formatDateIt(c.incorporationDate) || '–'}</Item>
            <Item label={CLIENT_FIELDS.companyNumber.label}>{c.companyNumber || '–'}</Item>
            <Item label={CLIENT_FIELDS.entityType.label}>{entityTypeLabel(c.countryCode, c.entityType) ?? 'Non indicato'}</Item>
            <Item label={CLIENT_FIELDS.financialYearEnd.label}>{formatFinancialYearEnd(c.financialYearEnd)}</Item>
            {isUsLlc(c.countryCode, c.entityType) && <Item label="Soci della LLC">{LLC_MEMBERS[llcMembersOf(c)].label}</Item>}
            {c.tradeLicenceExpiry && <Item label={CLIENT_FIELDS.tradeLicenceExpiry.label}>{formatDateIt(c.tradeLicenceExpiry)}</Item>}
            {c.usStateRegistrationDate && <Item label={CLIENT_FIELDS.usStateRegistrationDate.label}>{formatDateIt(c.usStateRegistrationDate)}</Item>}
            <Item label={CLIENT_FIELDS.remindClient.label}>{c.remindClient ? 'Sì' : 'No'}</Item>
            <Item label={CLIENT_FIELDS.sectors.label}>{c.sectors || '–'}</Item>
            <Item label="Stato">{status && <Badge variant={status.variant}>{status.label}</Badge>}</Item>
            <Item label={CLIENT_FIELDS.companyAddress.label}>{c.companyAddress || 'Indirizzo non specificato'}</Item>
            <Item label={CLIENT_FIELDS.residentialAddress.label}>{c.residentialAddress || 'Indirizzo non specificato'}</Item>
            {OTHER_FIELDS.map((name) => (
              <Item key={name} label={CLIENT_FIELDS[name].label}>
                {shownValue(c, name)}
              </Item>
            ))}
            <Item label="Creato il"><Instant value={c.createdAt} day /></Item>
          </dl>
        )}
        {isPending && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )}
        {isError && <p className="text-sm text-destructive">Impossibile caricare i dettagli del cliente</p>}
        {data && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Person title="Utente titolare" person={data.owner} />
            <Person title="Utente collegato" person={data.linkedUser} />
          </div>
        )}
        {client && <AccountingPeriods clientId={client.id} canChange={canChangeYearEnd} />}
        {client && can(role, 'read:document-requests') && <ClientRequests clientId={client.id} canCreate={can(role, 'manage:document-requests')} />}
        {client && (
          <DialogFooter>
            {can(role, 'read:aml-file') && (
              <Button asChild variant="outline">
                <Link to={amlClientPath(client.id)}>
                  <ShieldAlert />
                  Fascicolo antiriciclaggio
                </Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={`/scadenze?cliente=${client.id}`}>
                <CalendarClock />
                Vedi scadenze
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
