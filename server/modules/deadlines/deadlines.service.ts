import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { AML_OBLIGATION_KINDS, AML_RULE_IDS } from '@domain/aml/obligation-kinds';
import { MANUAL_RULE_ID } from '@domain/compliance/manual';
import { COMPLIANCE_RULES, type ComplianceRule } from '@domain/compliance/rules';
import { HIGH_PRIORITY_WITHIN_DAYS, IN_PROGRESS_WITHIN_DAYS, SHOWN_WITHIN_DAYS } from '@domain/compliance/status';
import { DUE_SOON_DAYS, type Deadline, type DeadlineStatus, type DeadlineSummary } from '@domain/deadlines';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { SEARCH_CLIENTS_LIMIT, type DeadlineHorizon, type deadlineListQuerySchema } from '@domain/schemas/deadlines';
import { pagedUpToCap, pageOffset, type Paged } from '@domain/schemas/list-query';
import { CLIENT_NOT_FOUND } from '@domain/schemas/clients';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scopeFor } from '../../platform/actor';
import type { Actor } from '../../platform/context';
import { anyOf } from '../../platform/db/any-of';
import type { Db, DbOrTx } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { cappedCount, searchPage } from '../../platform/db/matches-page';
import { clientNameMatches } from '../clients/clients.service';
import { clients, countries, manualObligations, obligationOpenCounts, obligations } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { AML_BADGE, listedRuleIds } from './manual-obligations';
import { enabledRules } from './obligations';
import { base, toDeadlines, visibleTo } from './deadline-rows';

/**
 * /scadenze over the stored obligations (decision 082): the spec's page, bands
 * and tiles for every enabled rule, read in SQL a page at a time.
 *
 * The page shows what is open and due within 60 days or overdue, then what was
 * completed lately; one client's view shows all of that client's obligations.
 */

/** A completed obligation stays listed this many days after its completion. */
const COMPLETED_VISIBLE_DAYS = 30;

/** The last due date of what is open that each horizon lists; null: no end. */
function horizonEnd(horizon: DeadlineHorizon, today: string): string | null {
  if (horizon === '60d') return addDays(today, SHOWN_WITHIN_DAYS);
  if (horizon === '12m') return addMonths(today, 12);
  return null;
}

/**
 * What the page lists on `today` unless one client is chosen, in its two halves,
 * each served by its partial index: open and due within the horizon (the spec's
 * 60 days by default; overdue included); completed in the last 30 days.
 */
function listedOn(today: string, horizon: DeadlineHorizon): { open: SQL; completed: SQL } {
  const end = horizonEnd(horizon, today);
  return {
    open: and(isNull(obligations.completedAt), end ? lte(obligations.dueDate, end) : undefined)!,
    completed: and(isNotNull(obligations.completedAt), gte(obligations.completedAt, sql`now() - make_interval(days => ${COMPLETED_VISIBLE_DAYS})`))!,
  };
}

/** The status filter, as due-date bounds (the bands of domain/compliance/status.ts). */
function withStatus(status: DeadlineStatus, today: string): SQL {
  if (status === 'Completato') return isNotNull(obligations.completedAt);
  const open = isNull(obligations.completedAt);
  if (status === 'In Ritardo') return and(open, lt(obligations.dueDate, today))!;
  if (status === 'In Corso') return and(open, gte(obligations.dueDate, today), lte(obligations.dueDate, addDays(today, IN_PROGRESS_WITHIN_DAYS)))!;
  return and(open, gt(obligations.dueDate, addDays(today, IN_PROGRESS_WITHIN_DAYS)))!;
}

/** The priority filter: Alta up to 7 days (overdue included), Media up to 60, Bassa beyond. */
function withPriority(priority: Deadline['priority'], today: string): SQL {
  if (priority === 'Alta') return lte(obligations.dueDate, addDays(today, HIGH_PRIORITY_WITHIN_DAYS));
  if (priority === 'Media') return and(gt(obligations.dueDate, addDays(today, HIGH_PRIORITY_WITHIN_DAYS)), lte(obligations.dueDate, addDays(today, SHOWN_WITHIN_DAYS)))!;
  return gt(obligations.dueDate, addDays(today, SHOWN_WITHIN_DAYS));
}

/** A rule binds one country: an obligation's country is its rule's, so country filters are rule filters. */
const rulesOf = (rules: readonly ComplianceRule[], countryCodes: ReadonlySet<string>) => rules.filter((r) => countryCodes.has(r.countryCode)).map((r) => r.id);

/** The obligations whose country is their client's, not a rule's: those added by hand and the AML file's. */
const takesClientCountry = or(isNotNull(obligations.manualObligationId), inArray(obligations.ruleId, AML_RULE_IDS))!;

/** The manual and AML obligations of the clients of `countryCodes`. */
function manualOfCountries(db: DbOrTx, countryCodes: string[]): SQL {
  return and(takesClientCountry, inArray(obligations.clientId, db.select({ id: clients.id }).from(clients).where(inArray(clients.countryCode, countryCodes))))!;
}

/**
 * The search: the company or its responsible person (`company`); the rule's name, badge or authority,
 * the country's name, a manual obligation's title or authority (`other`). The clients and manual
 * obligations found are read first (among the clients `within`, those the page shows), so the obligations
 * are found through their indexes; of a term found in more than SEARCH_CLIENTS_LIMIT clients, the first by
 * name (`tooBroad`).
 */
async function searchCondition(db: DbOrTx, rules: readonly ComplianceRule[], needle: string, within: SQL | undefined): Promise<{ company: SQL; other: SQL; tooBroad: boolean }> {
  const n = needle.toLocaleLowerCase('it');
  const byRule = rules.filter((r) => [r.name, r.shortName, r.authority].some((t) => t.toLocaleLowerCase('it').includes(n))).map((r) => r.id);
  // The AML kinds by name or badge (listed to staff only: the page's scope leaves them out for anyone else).
  for (const id of AML_RULE_IDS) if ([AML_OBLIGATION_KINDS[id].name, AML_BADGE].some((t) => t.toLocaleLowerCase('it').includes(n))) byRule.push(id);
  const pattern = likePattern(needle);
  // The three lookups in one statement, each as an array column: one round trip (decision 139).
  const found = db.select({ id: clients.id }).from(clients).where(and(clientNameMatches(needle), within)).orderBy(asc(clients.companyName), asc(clients.id)).limit(SEARCH_CLIENTS_LIMIT + 1);
  const { rows } = await db.execute<{ countryCodes: string[]; clientIds: string[]; manualIds: string[] }>(sql`select
    array(${db.select({ code: sql`${countries.isoCode}::text` }).from(countries).where(ilike(countries.name, pattern))}) as "countryCodes",
    array(${found}) as "clientIds",
    array(${db.select({ id: manualObligations.id }).from(manualObligations).where(or(ilike(manualObligations.title, pattern), ilike(manualObligations.authority, pattern)))}) as "manualIds"`);
  const { countryCodes, clientIds, manualIds } = rows[0]!;
  const byCountry = rulesOf(rules, new Set(countryCodes));
  const company = anyOf(obligations.clientId, clientIds.slice(0, SEARCH_CLIENTS_LIMIT));
  const other = or(
    anyOf(obligations.ruleId, [...byRule, ...byCountry]),
    anyOf(obligations.manualObligationId, manualIds),
    countryCodes.length ? manualOfCountries(db, countryCodes) : undefined,
  )!;
  return { company, other, tooBroad: clientIds.length > SEARCH_CLIENTS_LIMIT };
}


/** `total`: the obligations matching the filters. */
export interface DeadlineList extends Paged<Deadline> {
  /** Over every obligation the page lists for the actor, whatever the filters. */
  summary: DeadlineSummary;
  /** The country tabs: each country that has obligations listed, with how many. */
  countries: { code: string; name: string; count: number }[];
  /** The enabled rules, for the obligation filter. */
  rules: { id: string; name: string; countryCode: string }[];
  /** The client of the per-client view, when one is chosen. */
  client: { id: string; companyName: string } | null;
  /** The search matched more than SEARCH_CLIENTS_LIMIT clients: the first of them by name are listed. */
  searchTooBroad?: true;
  today: string;
}

/** Due from `today` to DUE_SOON_DAYS ahead: the 'Entro 7 giorni' tile and the dashboard's card. */
const dueSoonFrom = (dueDate: AnyPgColumn, today: string) => and(gte(dueDate, today), lte(dueDate, addDays(today, DUE_SOON_DAYS)))!;

/** Open obligations per rule due up to `end` (null: any day), due within 7 days and overdue, summed from the kept counts. */
function openCountsPerRule(db: DbOrTx, ruleIds: string[], end: string | null, today: string) {
  const open = obligationOpenCounts.open;
  const sumOf = (condition?: SQL) => sql<number>`coalesce(sum(${open})${condition ? sql` filter (where ${condition})` : sql``}, 0)`;
  return db
    .select({
      ruleId: obligationOpenCounts.ruleId,
      total: sumOf().as('total'),
      dueSoon: sumOf(dueSoonFrom(obligationOpenCounts.dueDate, today)).as('due_soon'),
      overdue: sumOf(lt(obligationOpenCounts.dueDate, today)).as('overdue'),
    })
    .from(obligationOpenCounts)
    .where(and(anyOf(obligationOpenCounts.ruleId, ruleIds), end ? lte(obligationOpenCounts.dueDate, end) : undefined))
    .groupBy(obligationOpenCounts.ruleId);
}

/** Each rule's country, for the rules that have one: a manual or AML obligation's is its client's. */
const RULE_COUNTRIES = COMPLIANCE_RULES.filter((r) => r.countryCode && r.id !== MANUAL_RULE_ID);

/** The listed obligations of one country (null: manual ones of a client without a country), as countsOf reads them. */
interface CountryCount {
  code: string | null;
  name: string | null;
  total: number;
  open: number;
  dueSoon: number;
  overdue: number;
}

/**
 * The tiles and the country tabs in one statement, from one count per rule over what is listed
 * (the rule gives the country; a manual or AML obligation's is its client's): listed, due within 7
 * days, overdue, per country with its name; and how many of them are open. One statement, not four:
 * each round trip costs Node about a quarter of a millisecond, whatever the statement's work (decision 139).
 */
async function countsOf(db: DbOrTx, listed: { open: SQL; completed: SQL }, today: string, everyClient: { ruleIds: string[]; end: string | null } | null) {
  const countIf = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`;
  // The open half from the kept counts when every client's are listed (decision 124), else from the
  // few obligations of the caller's clients; the completed half (a few) from its own index; the
  // manual and AML ones (a few, through their own indexes) by their client's country.
  const openPerRule = everyClient
    ? openCountsPerRule(db, everyClient.ruleIds, everyClient.end, today)
    : db
        .select({ ruleId: obligations.ruleId, total: count().as('total'), dueSoon: countIf(dueSoonFrom(obligations.dueDate, today)).as('due_soon'), overdue: countIf(lt(obligations.dueDate, today)).as('overdue') })
        .from(obligations)
        .where(listed.open)
        .groupBy(obligations.ruleId);
  const completedPerRule = db.select({ ruleId: obligations.ruleId, total: count().as('total') }).from(obligations).where(listed.completed).groupBy(obligations.ruleId);
  const open = isNull(obligations.completedAt);
  const byClientCountry = db
    .select({
      code: sql`${clients.countryCode}`.as('code'),
      total: count().as('total'),
      open: countIf(open).as('open'),
      dueSoon: countIf(and(open, dueSoonFrom(obligations.dueDate, today))).as('due_soon'),
      overdue: countIf(and(open, lt(obligations.dueDate, today))).as('overdue'),
    })
    .from(obligations)
    .innerJoin(clients, eq(clients.id, obligations.clientId))
    .where(and(takesClientCountry, or(listed.open, listed.completed)))
    .groupBy(clients.countryCode);
  const { rows } = await db.execute<{ code: string | null; name: string | null; total: string; open: string; dueSoon: string; overdue: string }>(sql`
    with rule_country(rule_id, code) as (select * from unnest(${sql.param(RULE_COUNTRIES.map((r) => r.id))}::text[], ${sql.param(RULE_COUNTRIES.map((r) => r.countryCode))}::text[])),
    counted as (
      select code, total, total as open, due_soon, overdue from (${openPerRule}) per_rule join rule_country using (rule_id)
      union all
      select code, total, 0, 0, 0 from (${completedPerRule}) per_rule join rule_country using (rule_id)
      union all
      select code, total, open, due_soon, overdue from (${byClientCountry}) per_country
    )
    select code, ${countries.name} as name, sum(total) as total, sum(open) as open, sum(due_soon) as "dueSoon", sum(overdue) as overdue
    from counted left join ${countries} on ${countries.isoCode} = code
    group by code, ${countries.name}`);
  const perCountry: CountryCount[] = rows.map((r) => ({ code: r.code, name: r.name, total: Number(r.total), open: Number(r.open), dueSoon: Number(r.dueSoon), overdue: Number(r.overdue) }));
  const summary: DeadlineSummary = { total: 0, dueSoon: 0, overdue: 0, countries: 0 };
  let openCount = 0;
  for (const r of perCountry) {
    summary.total += r.total;
    summary.dueSoon += r.dueSoon;
    summary.overdue += r.overdue;
    openCount += r.open;
  }
  // A manual obligation of a client without a country is counted, under no tab.
  const tabs = perCountry
    .filter((r): r is CountryCount & { code: string } => r.code !== null)
    .map((r) => ({ code: r.code, name: r.name ?? r.code, count: r.total }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  summary.countries = tabs.length;
  return { summary, countries: tabs, open: openCount };
}

export async function listDeadlines(db: Db, actor: Actor, query: z.output<typeof deadlineListQuerySchema>, today = todayIso()): Promise<DeadlineList> {
  const rules = await enabledRules(db);
  // The clients the caller may see, as a condition on clients: none for staff, who see them all.
  const own = scopeFor(actor, 'read:deadlines') === 'own' ? or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)) : undefined;
  let client: DeadlineList['client'] = null;
  if (query.client) {
    const [found] = await db
      .select({ id: clients.id, companyName: clients.companyName })
      .from(clients)
      .where(and(eq(clients.id, query.client), own));
    if (!found) throw notFound(CLIENT_NOT_FOUND);
    client = found;
  }
  // What the page lists before its filters: the tiles and tabs count this.
  const ruleIds = listedRuleIds(rules, [actor.role]);
  const ownClients = await visibleTo(db, actor);
  const scope = and(anyOf(obligations.ruleId, ruleIds), ownClients, client ? eq(obligations.clientId, client.id) : undefined);
  const everyClient = !ownClients && !client ? { ruleIds, end: horizonEnd(query.horizon, today) } : null;
  const halves = client ? { open: isNull(obligations.completedAt), completed: isNotNull(obligations.completedAt) } : listedOn(today, query.horizon);
  const listedHalves = { open: and(scope, halves.open)!, completed: and(scope, halves.completed)! };
  const search = query.q ? await searchCondition(db, rules, query.q, client ? eq(clients.id, client.id) : own) : undefined;
  const narrowing = [
    query.priority ? withPriority(query.priority, today) : undefined,
    query.country ? or(anyOf(obligations.ruleId, rulesOf(rules, new Set([query.country]))), manualOfCountries(db, [query.country])) : undefined,
    query.rule ? eq(obligations.ruleId, query.rule) : undefined,
    query.status ? withStatus(query.status, today) : undefined,
  ].filter((c) => c !== undefined);
  // Each half with its own conditions, so that its index serves them (the horizon bounds the walk
  // of the open ones by due date). A search for a company finds its every open obligation, whatever
  // the horizon. Its clients' ids are written once in each statement: PostgreSQL binds and plans
  // each copy again (decision 139).
  const end = client ? null : horizonEnd(query.horizon, today);
  const withinHorizon = end ? lte(obligations.dueDate, end) : undefined;
  const filters = {
    open: and(scope, isNull(obligations.completedAt), search ? or(search.company, and(withinHorizon, search.other)) : withinHorizon, ...narrowing)!,
    completed: and(listedHalves.completed, ...narrowing, search && or(search.company, search.other))!,
  };
  // What is open first, soonest first (where e-mails and calendar events link), then what was completed, latest
  // first: two index-ordered reads, not one sort of everything listed. Sorted by due date, both go the chosen way.
  const start = pageOffset(query);
  const size = query.pageSize;
  const openOrder = query.sort && query.dir === 'desc' ? desc : asc;
  const completedOrder = query.sort && query.dir === 'asc' ? asc : desc;
  // A page's rows in its order: its ids read along the obligations' index, then their columns, in one statement.
  const pageOf = (where: SQL, order: typeof asc, limit: number, offset: number) => {
    const ids = db.select({ id: obligations.id }).from(obligations).where(where).orderBy(order(obligations.dueDate), order(obligations.id)).limit(limit).offset(offset);
    return base(db).where(inArray(obligations.id, ids)).orderBy(order(obligations.dueDate), order(obligations.id));
  };
  // Filtered, the open matches are read first through their own indexes, up to MATCHES_READ past the
  // page, and the page sorted from them when they are all (decision 123); the many of a broad filter
  // are walked by due date, where they come often. Each half is counted up to COUNT_CAP past the page;
  // without filters the tiles' count is the list's.
  const openMatches = async () => {
    const matches = db.select({ id: obligations.id, dueDate: obligations.dueDate }).from(obligations).where(filters.open);
    const byDue = openOrder === asc ? sql`asc` : sql`desc`;
    const found = await searchPage<{ id: string }>(db, { table: obligations, where: filters.open, matches, orderBy: sql`due_date ${byDue}, id ${byDue}` }, start, size);
    if (!found.rows) return { matched: found.matched, page: await pageOf(filters.open, openOrder, size, start) };
    const ids = found.rows.map((r) => r.id);
    return { matched: found.matched, page: ids.length ? await base(db).where(anyOf(obligations.id, ids)).orderBy(openOrder(obligations.dueDate), openOrder(obligations.id)) : [] };
  };
  const filtered = narrowing.length > 0 || search !== undefined;
  const [open, counts, completedMatched] = await Promise.all([
    filtered ? openMatches() : pageOf(filters.open, openOrder, size, start).then((page) => ({ page, matched: null })),
    countsOf(db, listedHalves, today, everyClient),
    filtered ? cappedCount(db, obligations, filters.completed, start) : null,
  ]);
  const counted = open.matched === null ? counts.summary.total : open.matched + completedMatched!;
  const openTotal = open.matched ?? counts.open;
  const rows = [...open.page];
  if (rows.length < size && start + rows.length >= openTotal) rows.push(...(await pageOf(filters.completed, completedOrder, size - rows.length, Math.max(0, start - openTotal))));
  return {
    ...pagedUpToCap(toDeadlines(rows, today), counted, query),
    summary: counts.summary,
    countries: counts.countries,
    rules: rules.map((r) => ({ id: r.id, name: r.name, countryCode: r.countryCode })),
    client,
    ...(search?.tooBroad && { searchTooBroad: true as const }),
    today,
  };
}

/** The dashboard's 7-day card: open obligations due from today to 7 days ahead, of the clients the caller may see. */
export async function dueSoonCount(db: DbOrTx, actor: Actor, today = todayIso()): Promise<number> {
  const ruleIds = listedRuleIds(await enabledRules(db), [actor.role]);
  const visible = await visibleTo(db, actor);
  // Every client's: summed from the kept counts (decision 124), a few rows a day, whatever the firm's size.
  if (!visible) {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${obligationOpenCounts.open}), 0)`.mapWith(Number) })
      .from(obligationOpenCounts)
      .where(and(anyOf(obligationOpenCounts.ruleId, ruleIds), dueSoonFrom(obligationOpenCounts.dueDate, today)));
    return kept?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(obligations)
    .where(and(isNull(obligations.completedAt), anyOf(obligations.ruleId, ruleIds), dueSoonFrom(obligations.dueDate, today), visible));
  return row?.n ?? 0;
}
