import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { InlineUpdateInput } from '@domain/schemas/clients';
import { todayIso } from '@domain/periods';
import { entityTypeLabel, entityTypesOf } from '@domain/compliance/entity-types';
import { CountryLabel } from '@web/components/country-flag';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import type { CountryOption } from '../api/clients-meta';
import type { ClientRow } from '../api/list-clients';
import { formatDateIt } from '../format';
import { SelectCell } from './SelectCell';
import { EditableCell } from './EditableCell';
import { ClientApproval, type PendingDecision } from './ClientApproval';

export const EMPTY_MESSAGE = 'Nessun cliente trovato con i criteri di ricerca.';

export interface ClientListProps {
  rows: ClientRow[];
  loading: boolean;
  countries: CountryOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: (checked: boolean) => void;
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

export function RowActions({ client, onView, onEdit, onDelete }: Pick<ClientListProps, 'onView' | 'onEdit' | 'onDelete'> & { client: ClientRow }) {
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

/** The legal form of a client as a table shows it, '–' when not recorded. */
function EntityTypeLabel({ client }: { client: ClientRow }) {
  const label = entityTypeLabel(client.countryCode, client.entityType);
  return (
    <span className="block truncate" title={label ?? undefined}>
      {label ?? '–'}
    </span>
  );
}

/** The desktop table: select, Azienda, Responsabile, Settori, Paese Costituzione, Tipo di società, Data Costituzione, Stato, Azioni. */
export function ClientsTable({ rows, loading, countries, selected, onToggle, onTogglePage, onView, onEdit, onDelete, onInlineSave, onDecide }: ClientListProps) {
  const pageSelected = rows.filter((r) => selected.has(r.id)).length;
  const headerState = rows.length > 0 && pageSelected === rows.length ? true : pageSelected > 0 ? 'indeterminate' : false;
  const save = (client: ClientRow, field: InlineUpdateInput['field']) => (value: string | null) => onInlineSave!(client, { field, value } as InlineUpdateInput);
  const countryOptions = countries.map((c) => ({ value: c.isoCode, label: <CountryLabel code={c.isoCode} name={c.name} /> }));

  return (
    <Table aria-label="Clienti" className="min-w-[60rem] table-fixed">
      <colgroup>
        <col className="w-10" />
        <col className="w-[19%]" />
        <col className="w-[15%]" />
        <col className="w-[12%]" />
        <col className="w-[15%]" />
        <col className="w-[14%]" />
        <col className="w-[12%]" />
        <col className="w-28" />
        <col className="w-28" />
      </colgroup>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Checkbox checked={headerState} onCheckedChange={(v) => onTogglePage(v === true)} aria-label="Seleziona tutti i clienti della pagina" disabled={!rows.length} />
          </TableHead>
          <TableHead>Azienda</TableHead>
          <TableHead>Responsabile</TableHead>
          <TableHead>Settori</TableHead>
          <TableHead className="truncate" title="Paese Costituzione">Paese Costituzione</TableHead>
          <TableHead className="truncate" title="Tipo di società">Tipo di società</TableHead>
          <TableHead className="truncate" title="Data Costituzione">Data Costituzione</TableHead>
          <TableHead>Stato</TableHead>
          <TableHead className="text-right">Azioni</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading &&
          Array.from({ length: 6 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={9}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {!loading && rows.length === 0 && <TableEmpty colSpan={9}>{EMPTY_MESSAGE}</TableEmpty>}
        {!loading &&
          rows.map((client) => (
            <TableRow key={client.id} data-state={selected.has(client.id) ? 'selected' : undefined}>
              <TableCell>
                <Checkbox checked={selected.has(client.id)} onCheckedChange={() => onToggle(client.id)} aria-label={`Seleziona ${client.companyName}`} />
              </TableCell>
              <TableCell className="font-medium">
                {onInlineSave ? (
                  <EditableCell label="Azienda" value={client.companyName} onSave={save(client, 'companyName')}>
                    <span className="block truncate">{client.companyName}</span>
                  </EditableCell>
                ) : (
                  <button type="button" onClick={() => onView(client)} className="block max-w-full truncate text-left text-primary hover:underline">
                    {client.companyName}
                  </button>
                )}
              </TableCell>
              <TableCell>
                {onInlineSave ? (
                  <EditableCell label="Responsabile" value={client.fullName} onSave={save(client, 'fullName')}>
                    <span className={cn('block truncate', !client.fullName && 'text-muted-foreground')}>{client.fullName || 'Nome non disponibile'}</span>
                  </EditableCell>
                ) : (
                  <span className={cn('block truncate', !client.fullName && 'text-muted-foreground')}>{client.fullName || 'Nome non disponibile'}</span>
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">
                {onInlineSave ? (
                  <EditableCell label="Settori" value={client.sectors ?? ''} onSave={save(client, 'sectors')}>
                    <span className="block truncate">{client.sectors || '–'}</span>
                  </EditableCell>
                ) : (
                  <span className="block truncate">{client.sectors || '–'}</span>
                )}
              </TableCell>
              <TableCell>
                {onInlineSave ? (
                  <SelectCell
                    label="Paese Costituzione"
                    noneLabel="Paese non specificato"
                    value={client.countryCode}
                    options={countryOptions}
                    onSave={save(client, 'countryCode')}
                  >
                    <CountryLabel code={client.countryCode} name={client.countryName} />
                  </SelectCell>
                ) : (
                  <CountryLabel code={client.countryCode} name={client.countryName} />
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">
                {onInlineSave ? (
                  <SelectCell
                    label="Tipo di società"
                    noneLabel="Non indicato"
                    value={client.entityType}
                    options={entityTypesOf(client.countryCode).map((t) => ({ value: t.id, label: t.label }))}
                    onSave={save(client, 'entityType')}
                  >
                    <EntityTypeLabel client={client} />
                  </SelectCell>
                ) : (
                  <EntityTypeLabel client={client} />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {onInlineSave ? (
                  <EditableCell label="Data Costituzione" type="date" max={todayIso()} value={client.incorporationDate ?? ''} onSave={save(client, 'incorporationDate')}>
                    {formatDateIt(client.incorporationDate) || '–'}
                  </EditableCell>
                ) : (
                  formatDateIt(client.incorporationDate) || '–'
                )}
              </TableCell>
              <TableCell>
                <ClientApproval client={client} onDecide={onDecide} />
              </TableCell>
              <TableCell>
                <RowActions client={client} onView={onView} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
