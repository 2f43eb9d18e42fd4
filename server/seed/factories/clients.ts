import { entityTypesOf, isUsLlc } from '@domain/compliance/entity-types';
import type { Db } from '../../platform/db/client';
import { clients } from '../../platform/db/schema';
import { createUser } from './users';

/** Country codes of the seeded countries table, with weights like a real portfolio. */
const COUNTRY_WEIGHTS: [string, number][] = [
  ['US', 18], ['MT', 12], ['GB', 12], ['AE', 10], ['CY', 9], ['PT', 7], ['HK', 6], ['IE', 5], ['EE', 5],
  ['RO', 4], ['BG', 3], ['NL', 3], ['CH', 2], ['PL', 1], ['CZ', 1], ['SK', 1], ['LT', 1],
];
const WEIGHT_TOTAL = COUNTRY_WEIGHTS.reduce((s, [, w]) => s + w, 0);

const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone'];
const FIRST_NAMES = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Martina', 'Lorenzo', 'Valentina', 'Andrea', 'Federica', 'Simone', 'Alessia', 'Stefano', 'Paola', 'Riccardo'];
const WORDS = ['Alpi', 'Adriatica', 'Aurora', 'Borgo', 'Castello', 'Delta', 'Dolomiti', 'Etna', 'Fenice', 'Laguna', 'Levante', 'Mediterranea', 'Orione', 'Pegaso', 'Portofino', 'Quadrifoglio', 'Sirio', 'Tirreno', 'Vesuvio', 'Zenit'];
const ACTIVITIES = ['Consulting', 'Trading', 'Holding', 'Digital', 'Ventures', 'Capital', 'Software', 'Logistics', 'Design', 'Group'];
const SECTORS = ['E-commerce', 'Consulenza', 'Software', 'Holding', 'Trading', 'Fintech', 'Immobiliare', 'Logistica', 'Marketing digitale', 'Turismo', 'Moda', 'Import-export'];
const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli', 'Verona', 'Padova', 'Bergamo', 'Brescia', 'Genova', 'Bari'];
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Viale Europa', 'Via Dante', 'Piazza Duomo', 'Via Verdi'];
const FOREIGN_ADDRESSES: Record<string, string> = {
  US: '1209 Orange Street, Wilmington, DE 19801', MT: 'Triq il-Kbira 12, Sliema SLM 1549', GB: '71-75 Shelton Street, London WC2H 9JQ',
  AE: 'Business Bay, Bay Square 5, Dubai', CY: 'Arch. Makariou III 155, Limassol 3026', PT: 'Rua da Alfândega 78, Funchal 9000-059',
  HK: '88 Queensway, Admiralty, Hong Kong', IE: '10 Earlsfort Terrace, Dublin D02 T380', EE: 'Sepapaja 6, Tallinn 15551',
};
const SUFFIX: Record<string, string> = { US: 'LLC', GB: 'Ltd', MT: 'Ltd', CY: 'Ltd', HK: 'Limited', IE: 'Ltd', AE: 'FZ-LLC', EE: 'OÜ', RO: 'SRL', PT: 'Lda', BG: 'EOOD', NL: 'B.V.', CH: 'GmbH', PL: 'Sp. z o.o.', CZ: 's.r.o.', SK: 's.r.o.', LT: 'UAB' };

/** Year ends as in a real portfolio: mostly 31 December, some at the end of a quarter. */
const YEAR_ENDS = ['12-31', '12-31', '12-31', '12-31', '12-31', '12-31', '03-31', '06-30', '09-30'];

/** A legal form of the country, picked by `r`; about one client in ten has none recorded yet. */
function entityTypeFor(countryCode: string | null | undefined, r: number): string | null {
  const types = entityTypesOf(countryCode);
  return r < 0.9 ? types[Math.floor((r / 0.9) * types.length)]!.id : null;
}

/** A small deterministic generator, so a seed number always gives the same data. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

export type ClientValues = typeof clients.$inferInsert;

/** The fields of one realistic Italian-owned client (no id, no login). `n` picks them, deterministically. */
export function clientValues(n: number, now: Date = new Date()): ClientValues {
  const r = rng(n * 7919 + 17);
  let w = r.next() * WEIGHT_TOTAL;
  const countryCode = COUNTRY_WEIGHTS.find(([, weight]) => (w -= weight) < 0)?.[0] ?? 'US';
  const surname = r.pick(SURNAMES);
  const companyName = r.next() < 0.5 ? `${surname} ${r.pick(ACTIVITIES)} ${SUFFIX[countryCode]}` : `${r.pick(WORDS)} ${r.pick(ACTIVITIES)} ${SUFFIX[countryCode]}`;
  const sectorCount = 1 + Math.floor(r.next() * 2);
  const sectors = [...new Set(Array.from({ length: sectorCount }, () => r.pick(SECTORS)))].join(', ');
  // Incorporated some day in the last eight years, never in the future.
  const incorporated = new Date(now.getTime() - Math.floor(r.next() * 8 * 365 + 1) * 86_400_000);
  const status = r.next();
  return {
    companyName,
    fullName: `${r.pick(FIRST_NAMES)} ${surname}`,
    sectors,
    countryCode,
    entityType: entityTypeFor(countryCode, r.next()),
    financialYearEnd: r.pick(YEAR_ENDS),
    incorporationDate: r.next() < 0.9 ? incorporated.toISOString().slice(0, 10) : null,
    companyAddress: FOREIGN_ADDRESSES[countryCode] ?? null,
    residentialAddress: `${r.pick(STREETS)} ${1 + Math.floor(r.next() * 120)}, ${r.pick(CITIES)}`,
    approvalStatus: status < 0.85 ? 'approved' : status < 0.95 ? 'pending' : 'rejected',
    // A UAE licence runs a year at a time: it expires some day of the coming year.
    tradeLicenceExpiry: countryCode === 'AE' ? new Date(now.getTime() + Math.floor(r.next() * 365) * 86_400_000).toISOString().slice(0, 10) : null,
  };
}

/** One client row (no login unless `withLogin`), with any field overridden. Shared by tests and the demo seed. */
export async function createClientRow(
  db: Db,
  overrides: Partial<ClientValues> & { withLogin?: boolean; seed?: number } = {},
): Promise<typeof clients.$inferSelect> {
  const { withLogin, seed, ...fields } = overrides;
  const n = seed ?? Math.floor(Math.random() * 1e9);
  const values = { ...clientValues(n), ...fields };
  // Another country than the generated one: a legal form of that country.
  if (fields.countryCode !== undefined && fields.entityType === undefined) values.entityType = entityTypeFor(fields.countryCode, rng(n).next());
  if (withLogin && !values.userId) values.userId = (await createUser(db, { role: 'user', fullName: values.fullName })).id;
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

/**
 * `count` realistic clients across the countries, inserted in batches (for the demo
 * seed and for measuring the list at scale). Creation times are spread over the
 * last `spreadDays` days. Returns how many were inserted.
 */
export async function createManyClients(db: Db, count: number, options: { firstSeed?: number; spreadDays?: number } = {}): Promise<number> {
  const now = new Date();
  const spreadMs = (options.spreadDays ?? 720) * 86_400_000;
  const first = options.firstSeed ?? 1;
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const rows: ClientValues[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const values = clientValues(first + i, now);
      const r = rng(first + i);
      const createdAt = new Date(now.getTime() - Math.floor(r.next() * spreadMs));
      // About one US LLC in ten has more members (Form 1065, no Form 5472).
      const several = isUsLlc(values.countryCode, values.entityType) && r.next() < 0.1;
      rows.push({ ...values, createdAt, singleForeignMember: !several, severalMembers: several });
    }
    await db.insert(clients).values(rows);
  }
  return count;
}
