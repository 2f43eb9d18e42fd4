import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { AML_OBLIGATION_KINDS, AML_RULE_IDS } from '@domain/aml/obligation-kinds';
import { MANUAL_RULE_ID } from '@domain/compliance/manual';
import { complianceRule, type ComplianceRule } from '@domain/compliance/rules';
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
 * The search: the company or its responsible person (`company`, also apart), the rule's name, badge or
 * authority, the country's name; a manual obligation's title or authority. The clients and manual
 * obligations found are read first (among the clients `within`, those the page shows), so the obligations
 * are found through their indexes; of a term found in more than SEARCH_CLIENTS_LIMIT clients, the first by
 * name (`tooBroad`).
 */
async function searchCondition(db: DbOrTx, rules: readonly ComplianceRule[], needle: string, within: SQL | undefined): Promise<{ any: SQL; company: SQL; tooBroad: boolean }> {
  const n = needle.toLocaleLowerCase('it');
  const byRule = rules.filter((r) => [r.name, r.shortName, r.authority].some((t) => t.toLocaleLowerCase('it').includes(n))).map((r) => r.id);
  // The AML kinds by name or badge (listed to staff only: the page's scope leaves them out for anyone else).
  for (const id of AML_RULE_IDS) if ([AML_OBLIGATION_KINDS[id].name, AML_BADGE].some((t) => t.toLocaleLowerCase('it').includes(n))) byRule.push(id);
  const pattern = likePattern(needle);
  const [countryRows, clientRows, manualRows] = await Promise.all([
    db.select({ code: countries.isoCode }).from(countries).where(ilike(countries.name, pattern)),
    db
      .select({ id: clients.id })
      .from(clients)
      .where(and(clientNameMatches(needle), within))
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(SEARCH_CLIENTS_LIMIT + 1),
    db
      .select({ id: manualObligations.id })
      .from(manualObligations)
      .where(or(ilike(manualObligations.title, pattern), ilike(manualObligations.authority, pattern))),
  ]);
  const countryCodes = countryRows.map((c) => c.code);
  const byCountry = rulesOf(rules, new Set(countryCodes));
  const company = anyOf(obligations.clientId, clientRows.slice(0, SEARCH_CLIENTS_LIMIT).map((c) => c.id));
  const any = or(
    company,
    anyOf(obligations.ruleId, [...byRule, ...byCountry]),
    anyOf(obligations.manualObligationId, manualRows.map((m) => m.id)),
    countryCodes.length ? manualOfCountries(db, countryCodes) : undefined,
  )!;
  return { any, company, tooBroad: clientRows.length > SEARCH_CLIENTS_LIMIT };
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
  const sumOf = (condition?: SQL) => sql<number>`coalesce(sum(${open})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.mapWith(Number);
  return db
    .select({
      ruleId: obligationOpenCounts.ruleId,
      total: sumOf(),
      dueSoon: sumOf(dueSoonFrom(obligationOpenCounts.dueDate, today)),
      overdue: sumOf(lt(obligationOpenCounts.dueDate, today)),
    })
    .from(obligationOpenCounts)
    .where(and(anyOf(obligationOpenCounts.ruleId, ruleIds), end ? lte(obligationOpenCounts.dueDate, end) : undefined))
    .groupBy(obligationOpenCounts.ruleId);
}

/**
 * The tiles and the country tabs, from one count per rule over what is listed
 * (the rule gives the country; a manual obligation's is its client's):
 * listed, due within 7 days, overdue, countries; and how many of them are open.
 */
async function countsOf(db: DbOrTx, listed: { open: SQL; completed: SQL }, today: string, everyClient: { ruleIds: string[]; end: string | null } | null) {
  const dueSoon = sql<number>`count(*) filter (where ${dueSoonFrom(obligations.dueDate, today)})`.mapWith(Number);
  const overdue = sql<number>`count(*) filter (where ${lt(obligations.dueDate, today)})`.mapWith(Number);
  // Counted apart: the open half from the kept counts when every client's are listed (decision 124),
  // else from the few obligations of the caller's clients; the completed half (a few) from its own
  // index, the manual ones (a few, through their own index) by their client's country.
  const [openPerRule, completedPerRule, manualPerCountry] = await Promise.all([
    everyClient ? openCountsPerRule(db, everyClient.ruleIds, everyClient.end, today) : db.select({ ruleId: obligations.ruleId, total: count(), dueSoon, overdue }).from(obligations).where(listed.open).groupBy(obligations.ruleId),
    db.select({ ruleId: obligations.ruleId, total: count() }).from(obligations).where(listed.completed).groupBy(obligations.ruleId),
    db
      .select({
        country: clients.countryCode,
        total: count(),
        open: sql<number>`count(*) filter (where ${isNull(obligations.completedAt)})`.mapWith(Number),
        dueSoon: sql<number>`count(*) filter (where ${and(isNull(obligations.completedAt), dueSoonFrom(obligations.dueDate, today))})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${and(isNull(obligations.completedAt), lt(obligations.dueDate, today))})`.mapWith(Number),
      })
      .from(obligations)
      .innerJoin(clients, eq(clients.id, obligations.clientId))
      .where(and(takesClientCountry, or(listed.open, listed.completed)))
      .groupBy(clients.countryCode),
  ]);
  const perCountry = [
    ...openPerRule.map((r) => ({ ...r, country: complianceRule(r.ruleId)?.countryCode, open: r.total })),
    ...completedPerRule.map((r) => ({ ...r, country: complianceRule(r.ruleId)?.countryCode, dueSoon: 0, overdue: 0, open: 0 })),
  ].filter((r) => r.ruleId !== MANUAL_RULE_ID && r.country);
  const byCountry = new Map<string, number>();
  const summary: DeadlineSummary = { total: 0, dueSoon: 0, overdue: 0, countries: 0 };
  let openCount = 0;
  for (const r of [...perCountry, ...manualPerCountry]) {
    // A manual obligation of a client without a country is counted, under no tab.
    if (r.country) byCountry.set(r.country, (byCountry.get(r.country) ?? 0) + r.total);
    summary.total += r.total;
    summary.dueSoon += r.dueSoon;
    summary.overdue += r.overdue;
    openCount += r.open;
  }
  summary.countries = byCountry.size;
  return { summary, byCountry, open: openCount };
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
    search?.any,
  ].filter((c) => c !== undefined);
  // Each half with its own conditions, so that its index serves them (the horizon bounds the walk
  // of the open ones by due date); a search for a company finds its every open obligation, whatever the horizon.
  const end = client ? null : horizonEnd(query.horizon, today);
  const filters = {
    open: and(scope, isNull(obligations.completedAt), end ? or(lte(obligations.dueDate, end), search?.company) : undefined, ...narrowing)!,
    completed: and(listedHalves.completed, ...narrowing)!,
  };
  // What is open first, soonest first (where e-mails and calendar events link), then what was completed, latest
  // first: two index-ordered reads, not one sort of everything listed. Sorted by due date, both go the chosen way.
  const start = pageOffset(query);
  const size = query.pageSize;
  const openOrder = query.sort && query.dir === 'desc' ? desc : asc;
  const completedOrder = query.sort && query.dir === 'asc' ? asc : desc;
  const openFirst = (from: number) =>
    db
      .select({ id: obligations.id })
      .from(obligations)
      .where(filters.open)
      .orderBy(openOrder(obligations.dueDate), openOrder(obligations.id))
      .limit(size)
      .offset(from);
  // Filtered, the open matches are read first through their own indexes, up to MATCHES_READ past the
  // page, and the page sorted from them when they are all (decision 123); the many of a broad filter
  // are walked by due date, where they come often. Each half is counted up to COUNT_CAP past the page;
  // without filters the tiles' count is the list's.
  const openMatches = async () => {
    const matches = db.select({ id: obligations.id, dueDate: obligations.dueDate }).from(obligations).where(filters.open);
    const byDue = openOrder === asc ? sql`asc` : sql`desc`;
    const found = await searchPage<{ id: string }>(db, { table: obligations, where: filters.open, matches, orderBy: sql`due_date ${byDue}, id ${byDue}` }, start, size);
    return { matched: found.matched, page: found.rows ? found.rows.map((r) => ({ id: r.id })) : await openFirst(start) };
  };
  const [open, counts, completedMatched, countryNames] = await Promise.all([
    narrowing.length === 0 ? openFirst(start).then((page) => ({ page, matched: null })) : openMatches(),
    countsOf(db, listedHalves, today, everyClient),
    narrowing.length === 0 ? null : cappedCount(db, obligations, filters.completed, start),
    db.select({ code: countries.isoCode, name: countries.name }).from(countries),
  ]);
  const openPage = open.page;
  const counted = open.matched === null ? counts.summary.total : open.matched + completedMatched!;
  const openTotal = open.matched ?? counts.open;
  const page = [...openPage];
  if (page.length < size && start + page.length >= openTotal) {
    const completed = await db
      .select({ id: obligations.id })
      .from(obligations)
      .where(filters.completed)
      .orderBy(completedOrder(obligations.dueDate), completedOrder(obligations.id))
      .limit(size - page.length)
      .offset(Math.max(0, start - openTotal));
    page.push(...completed);
  }
  const ids = page.map((p) => p.id);
  const rows = ids.length ? await base(db).where(anyOf(obligations.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const nameOf = new Map(countryNames.map((c) => [c.code, c.name]));
  return {
    ...pagedUpToCap(toDeadlines(rows, today), counted, query),
    summary: counts.summary,
    countries: [...counts.byCountry]
      .map(([code, n]) => ({ code, name: nameOf.get(code) ?? code, count: n }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
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
