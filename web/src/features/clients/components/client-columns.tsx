import { Eye, Pencil, Trash2 } from 'lucide-react';
import { CLIENT_FIELDS, type InlineUpdateInput } from '@domain/schemas/clients';
import { todayIso } from '@domain/periods';
import { entityTypeLabel, entityTypesOf } from '@domain/compliance/entity-types';
import { CountryLabel } from '@web/components/country-flag';
import type { Column } from '@web/components/list/DataTable';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import type { CountryOption } from '../api/clients-meta';
import type { ClientRow } from '../api/list-clients';
import { formatDateIt } from '../format';
import { ClientApproval, type PendingDecision } from './ClientApproval';
import { EditableCell } from './EditableCell';
import { SelectCell } from './SelectCell';

export const EMPTY_MESSAGE = 'Nessun cliente trovato con i criteri di ricerca.';

export interface ClientActions {
  onView: (client: ClientRow) => void;
  /** Present only for roles that may edit through the form. */
  onEdit?: (client: ClientRow) => void;
  /** Present only for roles that may delete. */
  onDelete?: (client: ClientRow) => void;
  /** Present only for roles that may edit cells in place. */
  onInlineSave?: (client: ClientRow, input: InlineUpdateInput) => Promise<unknown>;
  /** Present only for roles that approve and reject pending clients. */
  onDecide?: (ask: PendingDecision) => void;
}

function RowActions({ client, onView, onEdit, onDelete }: Pick<ClientActions, 'onView' | 'onEdit' | 'onDelete'> & { client: ClientRow }) {
  const name = client.companyName;
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button variant="ghost" size="icon-sm" onClick={() => onView(client)} aria-label={`Dettagli ${name}`} title="Dettagli">
        <Eye />
      </Button>
      {onEdit && (
        <Button variant="ghost" size="icon-sm" onClick={() => onEdit(client)} aria-label={`Modifica ${name}`} title="Modifica">
          <Pencil />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onDelete(client)}
          aria-label={`Elimina ${name}`}
          title="Elimina"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 />
        </Button>
      )}
    </div>
  );
}

/** The legal form of a client as the list shows it, '–' when not recorded. */
function EntityTypeLabel({ client }: { client: ClientRow }) {
  const label = entityTypeLabel(client.countryCode, client.entityType);
  return (
    <span className="block truncate" title={label ?? undefined}>
      {label ?? '–'}
    </span>
  );
}

function ResponsibleName({ client }: { client: ClientRow }) {
  return <span className={cn('block truncate', !client.fullName && 'text-muted-foreground')}>{client.fullName || 'Nome non disponibile'}</span>;
}

function CompanyLink({ client, onView }: { client: ClientRow; onView: (client: ClientRow) => void }) {
  return (
    <button type="button" onClick={() => onView(client)} className="block max-w-full truncate text-left text-primary hover:underline">
      {client.companyName}
    </button>
  );
}

/**
 * The client list's columns: Azienda, Responsabile, Settori, Paese Costituzione, Tipo di società,
 * Data Costituzione, Stato, Azioni. Where the box is narrow, Stato and Tipo di società (added to
 * the spec's) give way first, then Data Costituzione and Settori. Cells are edited in place where
 * the role may; cards are not.
 */
export function clientColumns(countries: CountryOption[], actions: ClientActions): Column<ClientRow>[] {
  const { onView, onInlineSave, onDecide } = actions;
  const save = (client: ClientRow, field: InlineUpdateInput['field']) => (value: string | null) => onInlineSave!(client, { field, value } as InlineUpdateInput);
  const countryOptions = countries.map((c) => ({ value: c.isoCode, label: <CountryLabel code={c.isoCode} name={c.name} /> }));
  const date = (client: ClientRow) => formatDateIt(client.incorporationDate) || '–';

  return [
    {
      id: 'company',
      header: CLIENT_FIELDS.companyName.label,
      sort: 'companyName',
      card: 'title',
      width: 180,
      className: 'font-medium',
      cell: (client) =>
        onInlineSave ? (
          <EditableCell label={CLIENT_FIELDS.companyName.label} value={client.companyName} onSave={save(client, 'companyName')}>
            <span className="block truncate">{client.companyName}</span>
          </EditableCell>
        ) : (
          <CompanyLink client={client} onView={onView} />
        ),
      cardCell: (client) => <CompanyLink client={client} onView={onView} />,
    },
    {
      id: 'responsible',
      header: CLIENT_FIELDS.fullName.label,
      sort: 'fullName',
      card: 'subtitle',
      width: 140,
      cell: (client) =>
        onInlineSave ? (
          <EditableCell label={CLIENT_FIELDS.fullName.label} value={client.fullName} onSave={save(client, 'fullName')}>
            <ResponsibleName client={client} />
          </EditableCell>
        ) : (
          <ResponsibleName client={client} />
        ),
      cardCell: (client) => <ResponsibleName client={client} />,
    },
    {
      id: 'sectors',
      header: CLIENT_FIELDS.sectors.label,
      width: 120,
      givesWay: { kind: 'spec' },
      className: 'text-muted-foreground',
      cell: (client) =>
        onInlineSave ? (
          <EditableCell label={CLIENT_FIELDS.sectors.label} value={client.sectors ?? ''} onSave={save(client, 'sectors')}>
            <span className="block truncate">{client.sectors || '–'}</span>
          </EditableCell>
        ) : (
          <span className="block truncate">{client.sectors || '–'}</span>
        ),
      cardCell: (client) => <span className="block truncate">{client.sectors || '–'}</span>,
    },
    {
      id: 'country',
      header: CLIENT_FIELDS.countryCode.label,
      sort: 'countryName',
      width: 140,
      headerClassName: 'whitespace-normal',
      cell: (client) =>
        onInlineSave ? (
          <SelectCell label={CLIENT_FIELDS.countryCode.label} noneLabel="Paese non specificato" value={client.countryCode} options={countryOptions} onSave={save(client, 'countryCode')}>
            <CountryLabel code={client.countryCode} name={client.countryName} />
          </SelectCell>
        ) : (
          <CountryLabel code={client.countryCode} name={client.countryName} />
        ),
      cardCell: (client) => <CountryLabel code={client.countryCode} name={client.countryName} />,
    },
    {
      id: 'entity-type',
      header: CLIENT_FIELDS.entityType.label,
      width: 130,
      givesWay: { kind: 'added' },
      headerClassName: 'whitespace-normal',
      className: 'text-muted-foreground',
      cell: (client) =>
        onInlineSave ? (
          <SelectCell
            label={CLIENT_FIELDS.entityType.label}
            noneLabel="Non indicato"
            value={client.entityType}
            options={entityTypesOf(client.countryCode).map((t) => ({ value: t.id, label: t.label }))}
            onSave={save(client, 'entityType')}
          >
            <EntityTypeLabel client={client} />
          </SelectCell>
        ) : (
          <EntityTypeLabel client={client} />
        ),
      cardCell: (client) => <EntityTypeLabel client={client} />,
    },
    {
      id: 'incorporation',
      header: CLIENT_FIELDS.incorporationDate.label,
      sort: 'incorporationDate',
      width: 120,
      givesWay: { kind: 'spec' },
      headerClassName: 'whitespace-normal',
      className: 'whitespace-nowrap tabular-nums',
      cell: (client) =>
        onInlineSave ? (
          <EditableCell label={CLIENT_FIELDS.incorporationDate.label} type="date" max={todayIso()} value={client.incorporationDate ?? ''} onSave={save(client, 'incorporationDate')}>
            {date(client)}
          </EditableCell>
        ) : (
          date(client)
        ),
      cardCell: date,
    },
    {
      id: 'status',
      header: 'Stato',
      sort: 'approvalStatus',
      card: 'footer',
      width: 112,
      givesWay: { kind: 'added' },
      cell: (client) => <ClientApproval client={client} onDecide={onDecide} />,
    },
    {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 124,
      cell: (client) => <RowActions client={client} {...actions} />,
    },
  ];
}
