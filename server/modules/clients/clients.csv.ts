import { entityTypeLabel, formatFinancialYearEnd } from '@domain/compliance/entity-types';
import { formatDateIt } from '@domain/periods';
import { APPROVAL_STATUS_LABELS, CLIENT_CSV_FIELDS, CLIENT_FIELDS, type ClientField, type ClientFieldKind } from '@domain/schemas/clients';
import { formatInstantDayIt } from '@domain/time';
import type { ClientView } from './clients.service';

type Cell = string | number | null | undefined;

/** One column of the clients' CSV export: its header and its cell, together. */
export interface ClientCsvColumn {
  header: string;
  cell: (client: ClientView) => Cell;
}

/** How a declared field's cell is written, by what it holds. */
const CELL_OF_KIND: Record<ClientFieldKind, (client: ClientView, field: ClientField) => Cell> = {
  text: (client, field) => client[field] as string | null,
  date: (client, field) => {
    const value = client[field] as string | null;
    return value && formatDateIt(value);
  },
  flag: (client, field) => (client[field] ? 'Sì' : 'No'),
  country: (client) => client.countryName,
  entityType: (client) => entityTypeLabel(client.countryCode, client.entityType),
  yearEnd: (client, field) => formatFinancialYearEnd(client[field] as string),
};

/** The column of a declared field: its label over its cell. */
export function fieldColumn(field: ClientField): ClientCsvColumn {
  const cellOf = CELL_OF_KIND[CLIENT_FIELDS[field].kind];
  return { header: CLIENT_FIELDS[field].label, cell: (client) => cellOf(client, field) };
}

/** The fields the export puts first, in this order, before the approval state. */
const LEADING_FIELDS = ['companyName', 'fullName', 'sectors', 'countryCode', 'entityType', 'incorporationDate', 'financialYearEnd'] as const satisfies readonly ClientField[];
const leading = new Set<ClientField>(LEADING_FIELDS);

/**
 * The columns of the clients' CSV export, headers and cells together: the leading fields,
 * the approval state, every other field the declaration exports (domain/schemas/clients.ts,
 * `csv: true`) in its order, then the day the client was created in the reader's time zone.
 */
export function clientCsvColumns(timeZone: string): ClientCsvColumn[] {
  return [
    ...LEADING_FIELDS.map(fieldColumn),
    { header: 'Stato', cell: (client) => APPROVAL_STATUS_LABELS[client.approvalStatus] },
    ...CLIENT_CSV_FIELDS.filter((field) => !leading.has(field)).map(fieldColumn),
    { header: 'Creato il', cell: (client) => formatInstantDayIt(client.createdAt, timeZone) },
  ];
}
