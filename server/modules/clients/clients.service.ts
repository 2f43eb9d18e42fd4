import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@domain/policy';
import { COUNT_CAP, paged, pagedUpToCap, pageOffset, type Paged, type SortDirection } from '@domain/schemas/list-query';
import { CLIENT_FIELD_NAMES, CLIENT_NOT_FOUND, type ApprovalStatus, type ClientExportQuery, type ClientField, type ClientListQuery, type ClientSortColumn } from '@domain/schemas/clients';
import type { Db, DbOrTx } from '../../platform/db/client';
import { displayName } from '../../platform/db/display-name';
import { likePattern, lowerCasedContains } from '../../platform/db/like';
import { cappedCount, matchedOf, matchesPage } from '../../platform/db/matches-page';
import { clientCounts, clients, countries, profiles, user, userRoles } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { withProfileAndRole } from '../../platform/db/people';

/**
 * A client as the API gives it: every declared field (domain/schemas/clients.ts
 * CLIENT_FIELDS) as stored, and the columns that are no field a person edits.
 * The reads of clients live here (list, export, counts, details); the writes in
 * client-writes.service.ts.
 */
export interface ClientView extends Pick<typeof clients.$inferSelect, ClientField | 'id' | 'approvalStatus' | 'userId' | 'linkedUserId'> {
  /** Italian name of the country, from the countries table. */
  countryName: string | null;
  createdAt: string;
}

export interface ClientStats {
  /** Totale Clienti */
  total: number;
  /** Clienti Attivi: approved */
  approved: number;
  /** In Revisione: pending */
  pending: number;
  /** Nuovi questo mese: created in the current month */
  newThisMonth: number;
}

export interface PersonView {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface ClientDetails extends ClientView {
  owner: PersonView | null;
  linkedUser: PersonView | null;
}

export const COUNTRY_NOT_IN_LIST = 'Seleziona un paese dall\'elenco';

/** The column of every declared field: a field declared without its column does not compile. */
const fieldColumns = Object.fromEntries(CLIENT_FIELD_NAMES.map((name) => [name, clients[name]])) as { [K in ClientField]: (typeof clients)[K] };

/** What a client is read with: the declared fields and the columns that are no field. */
const clientColumns = {
  id: clients.id,
  ...fieldColumns,
  countryName: countries.name,
  approvalStatus: clients.approvalStatus,
  userId: clients.userId,
  linkedUserId: clients.linkedUserId,
  createdAt: clients.createdAt,
};

/** A client as read from the database. */
type ClientRow = Omit<ClientView, 'createdAt'> & { createdAt: Date };

function toView(row: ClientRow): ClientView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The length of the windows of `search_text` in clients_search_grams_idx (migration 0048's search_grams). */
export const SEARCH_GRAM_LENGTH = 12;

/**
 * Clients whose company name or responsible person contains the term, whatever the case: the
 * lower-cased `search_text` column and its trigram index (decision 032). A term of 12 characters or
 * more is looked up by its first 12 in the index of the column's 12-character windows, and checked
 * whole on the few clients found (decision 133); strpos, not LIKE, so the planner does not intersect
 * that lookup with the trigram index's.
 */
export function clientNameMatches(term: string): SQL {
  if ([...term].length < SEARCH_GRAM_LENGTH) return lowerCasedContains(clients.searchText, term);
  const needle = sql`lower(${term})`;
  return sql`(search_grams(${clients.searchText}) @> array[substr(${needle}, 1, ${SEARCH_GRAM_LENGTH})] and strpos(${clients.searchText}, ${needle}) > 0)`;
}

async function listConditions(db: DbOrTx, query: Pick<ClientListQuery, 'q' | 'country' | 'status' | 'year'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    // Country names live in a table of a few rows: resolve them to codes first so the
    // big table is searched through its own indexes only.
    const matchingCountries = await db.select({ isoCode: countries.isoCode }).from(countries).where(ilike(countries.name, likePattern(query.q)));
    conditions.push(
      or(
        clientNameMatches(query.q),
        matchingCountries.length ? inArray(clients.countryCode, matchingCountries.map((c) => c.isoCode)) : undefined,
      ),
    );
  }
  if (query.country) conditions.push(eq(clients.countryCode, query.country));
  if (query.status) conditions.push(eq(clients.approvalStatus, query.status));
  if (query.year) {
    conditions.push(gte(clients.incorporationDate, `${query.year}-01-01`), lte(clients.incorporationDate, `${query.year}-12-31`));
  }
  return and(...conditions);
}

/** The sorts on a client's own columns, each walked along its index; the country's name is another table's (pageByCountryName). */
type IndexedSort = Exclude<ClientSortColumn, 'countryName'>;
const SORT_KEYS: Record<IndexedSort, AnyPgColumn> = {
  companyName: clients.companyName,
  fullName: clients.fullName,
  incorporationDate: clients.incorporationDate,
  approvalStatus: clients.approvalStatus,
};
/** The sort keys that can be empty; the others are NOT NULL columns. */
const NULLABLE_KEYS: ReadonlySet<ClientSortColumn> = new Set(['incorporationDate']);

/**
 * `key` in the list's direction, empty values last whichever the direction. `nulls last` is
 * written only for a key that can be empty (and the id after it, as its index has it): on a NOT
 * NULL column `desc nulls last` means the same as `desc`, but only `desc` is an index's backward
 * walk (migration 0039).
 */
function inOrder(key: SQL | SQL.Aliased | AnyPgColumn, dir: SortDirection, nullable = true): SQL {
  if (!nullable) return dir === 'asc' ? sql`${key} asc` : sql`${key} desc`;
  return dir === 'asc' ? sql`${key} asc nulls last` : sql`${key} desc nulls last`;
}

/**
 * One page of clients, filtered and sorted on the server (newest first unless a column
 * is chosen, then the id, so pages never overlap); never the whole table.
 *
 * The page's ids come first, walked in an index's order where the sort has one (migration 0039),
 * and only those rows are joined to their country names. Without a search the total comes back
 * with the rows from the kept counts (an InitPlan, run once); a search is counted up to COUNT_CAP
 * past the page (decision 123), so a term found in half the clients costs what a rare one does.
 */
export async function listClients(db: Db, query: ClientListQuery): Promise<Paged<ClientView>> {
  const where = await listConditions(db, query);
  const dir: SortDirection = query.sort ? query.dir : 'desc';
  const start = pageOffset(query);
  if (!query.q) {
    const page = query.sort === 'countryName' ? await pageByCountryName(db, where, dir, start, query.pageSize) : pageInIndexOrder(db, query.sort, where, dir, start, query.pageSize);
    const { items, total } = await pageRows(db, page, dir, sql`(${countedClients(db, query)})`);
    return paged(items, total ?? (await emptyPageTotal(db, query)), query);
  }
  // A search first reads its matches, up to COUNT_CAP past the page (pageOfMatches): when that is all
  // of them, or the first ones in the page's order, the page is taken from them; a term found in more
  // within a country or a year is a frequent one, and its page is found along the sort's index, where
  // its matches come often.
  const inPageOrder = !query.country && !query.year;
  const matches = query.sort === 'countryName' ? null : pageOfMatches(db, query.sort, where, dir, start, query.pageSize, inPageOrder);
  const read = matches ? await pageRows(db, matches.page, dir, sql`${matches.page.matched}`) : null;
  const count = () => cappedCount(db, clients, where, start);
  const matched = read ? await matchedOf(read.total, count, start) : await count();
  if (read && (inPageOrder || matches?.heldAll(matched))) return pagedUpToCap(read.items, matched, query);
  const page = query.sort === 'countryName' ? await pageByCountryName(db, where, dir, start, query.pageSize) : pageInIndexOrder(db, query.sort, where, dir, start, query.pageSize);
  return pagedUpToCap((await pageRows(db, page, dir, sql`0`)).items, matched, query);
}

/** The clients of a page (a subquery of page ids and sort keys), in its order, and `total` read with them (none on an empty page). */
async function pageRows(db: Db, page: ReturnType<typeof pageOf>, dir: SortDirection, total: SQL): Promise<{ items: ClientView[]; total: number | undefined }> {
  const rows = await db
    .select({ ...clientColumns, total: sql<number>`${total}`.mapWith(Number) })
    .from(page)
    .innerJoin(clients, eq(clients.id, page.pageId))
    .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
    .orderBy(inOrder(page.pageKey, dir), inOrder(page.pageId, dir));
  return { items: rows.map(({ total: _, ...row }) => toView(row)), total: rows[0]?.total };
}

/** The sort's key and whether it can be empty; newest first without a sort. */
function sortKeyOf(sort: IndexedSort | undefined): { key: AnyPgColumn; nullable: boolean } {
  if (!sort) return { key: clients.createdAt, nullable: false };
  return { key: SORT_KEYS[sort], nullable: NULLABLE_KEYS.has(sort) };
}

/** A page's ids and sort keys read in the order of the sort's index (migration 0039). */
function pageInIndexOrder(db: Db, sort: IndexedSort | undefined, where: SQL | undefined, dir: SortDirection, start: number, size: number) {
  const { key, nullable } = sortKeyOf(sort);
  const read = db
    .select({ pageId: sql`${clients.id}`.as('page_id'), sortKey: sql`${key}`.as('sort_key'), matched: sql`null::int`.as('matched') })
    .from(clients)
    .where(where)
    .orderBy(inOrder(key, dir, nullable), inOrder(clients.id, dir, nullable))
    .limit(size)
    .offset(start);
  return pageOf(db, sql`(${read})`, dir, 0, size);
}

/**
 * A search's page sorted from its matches (matchesPage), read up to COUNT_CAP past the page, enough
 * for its capped count; `matched`: how many were read, and `heldAll(matched)`: whether they were all.
 *
 * `inPageOrder` (a search without a country or a year, decision 137): the matches are read in the
 * page's order, and the planner chooses how by the term's statistics: a frequent term along the
 * sort's index, which stops at the cap, a rare one from its few trigram entries, sorted. Either way
 * the page and its capped count are the list's, in one read. Within a country or a year the read is
 * unordered (decision 123): there the planner served an ordered read by sorting all the filter's
 * matches, and clients_country_incorporation_idx already walks a frequent term's (decision 136).
 */
function pageOfMatches(db: Db, sort: IndexedSort | undefined, where: SQL | undefined, dir: SortDirection, start: number, size: number, inPageOrder: boolean) {
  const { key, nullable } = sortKeyOf(sort);
  const found = db.select({ pageId: sql`${clients.id}`.as('page_id'), sortKey: sql`${key}`.as('sort_key') }).from(clients).where(where).$dynamic();
  const read = inPageOrder ? found.orderBy(inOrder(key, dir, nullable), inOrder(clients.id, dir, nullable)) : found;
  const { query, heldAll } = matchesPage(read, sql.join(pageOrder(dir), sql`, `), start, size, COUNT_CAP);
  return { page: pageRead(db, sql`(${query})`).as('page'), heldAll };
}

/** The page of `read`, rows of (page_id, sort_key[, matched]), in the list's order. */
function pageOf(db: Db, read: SQL, dir: SortDirection, start: number, size: number) {
  return pageRead(db, read)
    .orderBy(...pageOrder(dir))
    .limit(size)
    .offset(start)
    .as('page');
}

/** The rows of `read`, (page_id, sort_key[, matched]), as a page's columns. */
function pageRead(db: Db, read: SQL) {
  return db
    .select({ pageId: sql<string>`page_id`.as('page_id'), pageKey: sql`sort_key`.as('sort_key'), matched: sql<number>`matched`.as('matched') })
    .from(sql`${read} as read`)
    .$dynamic();
}

/** The list's order over a page's rows: the sort key, then the id. */
function pageOrder(dir: SortDirection): SQL[] {
  return [inOrder(sql`sort_key`, dir), inOrder(sql`page_id`, dir)];
}

/** The countries' codes in their names' order. */
async function countryCodesByName(db: Db): Promise<string[]> {
  return (await db.select({ code: countries.isoCode }).from(countries).orderBy(asc(countries.name))).map((c) => c.code);
}

/**
 * A page sorted by country name: no index orders clients by a name kept in another table, so the
 * countries are taken in name order, each country's clients by id from clients_country_id_idx, at
 * most as many as the page reaches; the few read are sorted by the country's place, then the id.
 */
async function pageByCountryName(db: Db, where: SQL | undefined, dir: SortDirection, start: number, size: number) {
  const codes = await countryCodesByName(db);
  const reach = start + size;
  const byId = dir === 'asc' ? sql`asc` : sql`desc`;
  const filter = where ? sql`and ${where}` : sql``;
  const read = sql`(
    select c.id as page_id, k.place as sort_key, null::int as matched
    from unnest(${`{${codes.join(',')}}`}::text[]) with ordinality as k(code, place)
    cross join lateral (select ${clients.id} from ${clients} where ${clients.countryCode} = k.code ${filter} order by ${clients.id} ${byId} limit ${reach}) c
    union all
    (select ${clients.id}, null, null from ${clients} where ${clients.countryCode} is null ${filter} order by ${clients.id} ${byId} limit ${reach})
  )`;
  return pageOf(db, read, dir, start, size);
}

/**
 * The whole filtered list in the order shown, batch by batch, for the CSV export. Each batch starts
 * after the last row of the one before (its sort key, then its id) along the sort's index, so the
 * millionth row costs what the first did, not a walk past every row before it. Each batch is read
 * on its own: a client whose sort key changes while the export runs can be written twice or not at
 * all, as with pages read one after the other.
 */
export async function* clientsForExport(db: Db, query: ClientExportQuery, batch = 2000): AsyncGenerator<ClientView[]> {
  const where = await listConditions(db, query);
  const dir: SortDirection = query.sort ? query.dir : 'desc';
  for (const segment of await exportSegments(db, query.sort, dir)) yield* segmentInBatches(db, and(where, segment.where), segment.key, dir, batch);
}

/**
 * The list's order as runs a key walk follows: the rows that have the sort's key, then, for a key
 * that can be empty, those without it by id; by country name, each country's clients by id, the
 * countries in name order, then the clients without a country.
 */
async function exportSegments(db: Db, sort: ClientSortColumn | undefined, dir: SortDirection): Promise<{ where?: SQL; key?: { column: AnyPgColumn; nullable: boolean } }[]> {
  if (sort === 'countryName') {
    const codes = await countryCodesByName(db);
    if (dir === 'desc') codes.reverse();
    return [...codes.map((code) => ({ where: eq(clients.countryCode, code) })), { where: isNull(clients.countryCode) }];
  }
  const { key, nullable } = sortKeyOf(sort);
  return nullable ? [{ where: isNotNull(key), key: { column: key, nullable } }, { where: isNull(key) }] : [{ key: { column: key, nullable } }];
}

/** The clients of `where` in (key, id) order, or by id without a key, `batch` at a time, each after the last. */
async function* segmentInBatches(db: Db, where: SQL | undefined, key: { column: AnyPgColumn; nullable: boolean } | undefined, dir: SortDirection, batch: number): AsyncGenerator<ClientView[]> {
  const beyond = dir === 'asc' ? sql`>` : sql`<`;
  // The key as text: a timestamp read into JavaScript would lose its microseconds.
  const keyText = key ? sql<string>`${key.column}::text` : sql<null>`null`;
  const order = key ? [inOrder(key.column, dir, key.nullable), inOrder(clients.id, dir, key.nullable)] : [inOrder(clients.id, dir, false)];
  let after: { key: string | null; id: string } | null = null;
  for (;;) {
    const past: SQL | undefined = !after ? undefined : key ? sql`(${key.column}, ${clients.id}) ${beyond} (${after.key}, ${after.id})` : sql`${clients.id} ${beyond} ${after.id}`;
    const rows: (ClientRow & { afterKey: string | null })[] = await db
      .select({ ...clientColumns, afterKey: keyText })
      .from(clients)
      .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
      .where(and(where, past))
      .orderBy(...order)
      .limit(batch);
    if (rows.length > 0) yield rows.map(({ afterKey: _, ...row }) => toView(row));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { key: last.afterKey, id: last.id };
  }
}

/** The total behind an empty page without a search: none on page 1; past the last page, from the kept counts. */
async function emptyPageTotal(db: Db, query: ClientListQuery): Promise<number> {
  if (query.page === 1) return 0;
  const [row] = await countedClients(db, query);
  return row?.total ?? 0;
}

/** The clients counted in the `client_counts` rows a query reads: all of them, or those of one status. */
export function countedSum(status?: 'approved' | 'pending') {
  return status
    ? sql<number>`coalesce(sum(${clientCounts.clients}) filter (where ${clientCounts.approvalStatus} = ${status}), 0)`.mapWith(Number)
    : sql<number>`coalesce(sum(${clientCounts.clients}), 0)`.mapWith(Number);
}

/** How many clients there are in a country, an incorporation year and/or an approval status (all optional), from `client_counts`. */
export function countedClients(db: DbOrTx, filter: { country?: string; year?: number; status?: ApprovalStatus }) {
  return db
    .select({ total: countedSum() })
    .from(clientCounts)
    .where(
      and(
        filter.country ? eq(clientCounts.countryCode, filter.country) : undefined,
        filter.year ? eq(clientCounts.incorporationYear, filter.year) : undefined,
        filter.status ? eq(clientCounts.approvalStatus, filter.status) : undefined,
      ),
    );
}

/** The four stat cards of the page (PRODUCT.md section 3). */
export async function clientStats(db: Db, now: Date = new Date()): Promise<ClientStats> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [[counts], [recent]] = await Promise.all([
    db.select({ total: countedSum(), approved: countedSum('approved'), pending: countedSum('pending') }).from(clientCounts),
    db.select({ n: count() }).from(clients).where(gte(clients.createdAt, monthStart)),
  ]);
  return { total: counts?.total ?? 0, approved: counts?.approved ?? 0, pending: counts?.pending ?? 0, newThisMonth: recent?.n ?? 0 };
}

export interface ClientsMeta {
  /** The countries a client can be given, for the selects and the country filter. */
  countries: { isoCode: string; name: string }[];
  /** The incorporation years clients have, newest first, for the year filter. */
  years: number[];
}

export async function clientsMeta(db: Db): Promise<ClientsMeta> {
  const [countryRows, yearRows] = await Promise.all([
    db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    // A loose index scan over clients_incorporation_asc_idx: one index probe per distinct year.
    db.execute<{ year: number }>(sql`
      WITH RECURSIVE y(d) AS (
        SELECT min(incorporation_date) FROM clients
        UNION ALL
        SELECT (SELECT min(c.incorporation_date) FROM clients c
                WHERE c.incorporation_date >= make_date(extract(year FROM y.d)::int + 1, 1, 1))
        FROM y WHERE y.d IS NOT NULL
      )
      SELECT extract(year FROM d)::int AS year FROM y WHERE d IS NOT NULL ORDER BY year DESC`),
  ]);
  return { countries: countryRows, years: yearRows.rows.map((r) => Number(r.year)) };
}

async function people(db: DbOrTx, ids: string[]): Promise<Map<string, PersonView>> {
  if (!ids.length) return new Map();
  const rows = await withProfileAndRole(db.select({ id: user.id, name: displayName, email: user.email, role: userRoles.role }).from(user).$dynamic())
    .where(inArray(user.id, ids));
  return new Map(
    rows.map((r) => [r.id, { ...r, role: r.role ?? 'user' }]),
  );
}

export async function findClient(db: DbOrTx, id: string): Promise<ClientView> {
  const [row] = await db.select(clientColumns).from(clients).leftJoin(countries, eq(countries.isoCode, clients.countryCode)).where(eq(clients.id, id));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return toView(row);
}

/** A client with its owner user and its linked user, each with name and role (role defaults to user). */
export async function getClientDetails(db: Db, id: string): Promise<ClientDetails> {
  const client = await findClient(db, id);
  const found = await people(db, [client.userId, client.linkedUserId].filter((v): v is string => !!v));
  return {
    ...client,
    owner: (client.userId && found.get(client.userId)) || null,
    linkedUser: (client.linkedUserId && found.get(client.linkedUserId)) || null,
  };
}

/** Role-user accounts a client can be linked to, matched on name or e-mail; at most 20. */
export async function linkableUsers(db: Db, q: string | undefined): Promise<PersonView[]> {
  const pattern = q ? likePattern(q) : undefined;
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'user')))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(pattern ? or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(profiles.fullName, pattern)) : undefined)
    .orderBy(asc(user.name))
    .limit(20);
  const found = await people(db, rows.map((r) => r.id));
  return rows.map((r) => found.get(r.id)!).filter(Boolean);
}
