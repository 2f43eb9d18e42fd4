import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { can } from '@domain/policy';
import { COUNTRY_STATUS_LABELS, parseTaxRate, type CountryStatus, type UpdateCountryInput } from '@domain/schemas/countries';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { clientCounts, clients, countries, documents } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { countedSum } from '../clients/clients.service';

export interface CountryView {
  isoCode: string;
  name: string;
  /** Percent as a decimal string ('12.50'), or null when unknown. */
  taxRate: string | null;
  status: CountryStatus;
  advantages: string[];
  sectors: string[];
  /** Null when not set: the page shows the default. */
  complianceScore: number | null;
  /** Present only for roles that may read country notes (proprietario, admin). */
  notes?: string | null;
  updatedAt: string;
  clientCount: number;
  activeClientCount: number;
  documentCount: number;
}

export interface CountriesOverview {
  countries: CountryView[];
  summary: {
    /** Paesi Gestiti */
    countries: number;
    /** Clienti Totali: clients with one of these countries */
    clients: number;
    /** Documenti of those clients */
    documents: number;
    /** Attivi: countries with status Attivo */
    active: number;
  };
}

/** Every country with its client, active-client and document counts, most active clients first. */
export async function listCountries(db: Db, actor: Actor): Promise<CountriesOverview> {
  const clientStats = db
    .select({
      countryCode: clientCounts.countryCode,
      clientCount: countedSum().as('client_count'),
      activeClientCount: countedSum('approved').as('active_client_count'),
    })
    .from(clientCounts)
    .groupBy(clientCounts.countryCode)
    .as('client_stats');
  const documentStats = db
    .select({ countryCode: clients.countryCode, documentCount: count().as('document_count') })
    .from(documents)
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .groupBy(clients.countryCode)
    .as('document_stats');

  const rows = await db
    .select({
      isoCode: countries.isoCode,
      name: countries.name,
      taxRate: countries.taxRate,
      status: countries.status,
      advantages: countries.advantages,
      sectors: countries.sectors,
      complianceScore: countries.complianceScore,
      notes: countries.notes,
      updatedAt: countries.updatedAt,
      clientCount: sql<number>`coalesce(${clientStats.clientCount}, 0)`.mapWith(Number),
      activeClientCount: sql<number>`coalesce(${clientStats.activeClientCount}, 0)`.mapWith(Number),
      documentCount: sql<number>`coalesce(${documentStats.documentCount}, 0)`.mapWith(Number),
    })
    .from(countries)
    .leftJoin(clientStats, eq(clientStats.countryCode, countries.isoCode))
    .leftJoin(documentStats, eq(documentStats.countryCode, countries.isoCode))
    .orderBy(
      desc(sql`coalesce(${clientStats.activeClientCount}, 0)`),
      desc(sql`coalesce(${clientStats.clientCount}, 0)`),
      asc(countries.name),
    );

  const showNotes = can(actor.role, 'read:country-notes');
  const list: CountryView[] = rows.map(({ notes, updatedAt, ...row }) => ({
    ...row,
    ...(showNotes ? { notes } : {}),
    updatedAt: updatedAt.toISOString(),
  }));
  return {
    countries: list,
    summary: {
      countries: list.length,
      clients: list.reduce((n, c) => n + c.clientCount, 0),
      documents: list.reduce((n, c) => n + c.documentCount, 0),
      active: list.filter((c) => c.status === 'active').length,
    },
  };
}

function formatRate(rate: string | null): string {
  return rate === null ? '—' : `${Number(rate).toLocaleString('it-IT', { maximumFractionDigits: 2 })}%`;
}

/** Saves tax rate and status ('Gestisci'), with its activity entry in the same transaction. */
export async function updateCountry(db: Db, actor: Actor, isoCode: string, input: UpdateCountryInput) {
  const taxRate = parseTaxRate(input.taxRate)!.toFixed(2);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(countries).where(eq(countries.isoCode, isoCode)).for('update');
    if (!before) throw notFound('Paese non trovato');
    const [after] = await tx
      .update(countries)
      .set({ taxRate, status: input.status, updatedAt: new Date() })
      .where(eq(countries.isoCode, isoCode))
      .returning({
        isoCode: countries.isoCode,
        name: countries.name,
        taxRate: countries.taxRate,
        status: countries.status,
        updatedAt: countries.updatedAt,
      });
    const changes = [
      `aliquota ${formatRate(before.taxRate)} → ${formatRate(taxRate)}`,
      `status ${COUNTRY_STATUS_LABELS[before.status]} → ${COUNTRY_STATUS_LABELS[input.status]}`,
    ];
    await logActivity(tx, actor, 'Modifica Paese', `${before.name}: ${changes.join(', ')}`);
    return { ...after!, updatedAt: after!.updatedAt.toISOString() };
  });
}
