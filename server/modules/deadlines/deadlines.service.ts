import { and, asc, count, countDistinct, desc, eq, exists, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { obligationTitle } from '@domain/compliance/obligation-view';
import { MANUAL_RULE_ID } from '@domain/compliance/manual';
import { complianceRule, type ComplianceRule } from '@domain/compliance/rules';
import { HIGH_PRIORITY_WITHIN_DAYS, IN_PROGRESS_WITHIN_DAYS, obligationStatus, SHOWN_WITHIN_DAYS } from '@domain/compliance/status';
import { DUE_SOON_DAYS, type Deadline, type DeadlineStatus, type DeadlineSummary } from '@domain/deadlines';
import { addDays, addMonths, formatDateIt, todayIso } from '@domain/periods';
import { MISSING_DATA_PAGE_SIZE, type DeadlineHorizon, type deadlineListQuerySchema } from '@domain/schemas/deadlines';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import { MAX_TITLE_LENGTH } from '@domain/schemas/documents';
import type { z } from 'zod';
import { scopeFor } from '../../actor';
import type { Actor, AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { likePattern, lowerCasedContains } from '../../db/like';
import { clients, countries, manualObligations, obligationGaps, obligations } from '../../db/schema';
import type { AppError} from '../../errors';
import { badRequest, conflict, notFound } from '../../errors';
import { discardUpload } from '../../files/tracking';
import type { ReceivedFile } from '../../files/upload';
import { logActivity } from '../activity/activity.service';
import { insertDocument, prepareDocument, type PreparedDocument } from '../documents/documents.service';
import { kindOf, listedRuleIds, manualColumns, syncManualSeries, type ObligationKind } from './manual-obligations';
import { enabledRules, refreshObligations } from './obligations';

/**
 * /scadenze over the stored obligations (decision 082): the spec's page, bands
 * and tiles for every enabled rule, read in SQL a page at a time.
 *
 * The page shows what is open and due within 60 days or overdue, then what was
 * completed lately; one client's view shows all of that client's obligations.
 */
/** A completed obligation stays listed this many days after its completion. */
const COMPLETED_VISIBLE_DAYS = 30;

/**
 * The caller's clients, as a condition on obligations: every one for staff; a
 * role user's own or linked ones, read first (a handful), so that their
 * obligations are found through the client index.
 */
async function visibleTo(db: DbOrTx, actor: Actor): Promise<SQL | undefined> {
  if (scopeFor(actor, 'read:deadlines') !== 'own') return undefined;
  const own = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)));
  return inArray(obligations.clientId, own.map((c) => c.id));
}

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

/** The manual obligations of the clients of `countryCodes`: a manual obligation's country is its client's. */
function manualOfCountries(db: DbOrTx, countryCodes: string[]): SQL {
  return inArray(
    obligations.manualObligationId,
    db
      .select({ id: manualObligations.id })
      .from(manualObligations)
      .innerJoin(clients, eq(clients.id, manualObligations.clientId))
      .where(inArray(clients.countryCode, countryCodes)),
  );
}

/**
 * The search: the company or its responsible person (`company`, also apart), the rule's name, badge or
 * authority, the country's name; a manual obligation's title or authority.
 */
async function searchCondition(db: DbOrTx, rules: readonly ComplianceRule[], needle: string): Promise<{ any: SQL; company: SQL }> {
  const n = needle.toLocaleLowerCase('it');
  const byRule = rules.filter((r) => [r.name, r.shortName, r.authority].some((t) => t.toLocaleLowerCase('it').includes(n))).map((r) => r.id);
  const pattern = likePattern(needle);
  const countryRows = await db.select({ code: countries.isoCode }).from(countries).where(ilike(countries.name, pattern));
  const countryCodes = countryRows.map((c) => c.code);
  const byCountry = rulesOf(rules, new Set(countryCodes));
  const company = inArray(obligations.clientId, sql`(select ${clients.id} from ${clients} where ${lowerCasedContains(clients.searchText, needle)})`);
  const any = or(
    company,
    inArray(obligations.ruleId, [...byRule, ...byCountry]),
    inArray(
      obligations.manualObligationId,
      db
        .select({ id: manualObligations.id })
        .from(manualObligations)
        .where(or(ilike(manualObligations.title, pattern), ilike(manualObligations.authority, pattern))),
    ),
    countryCodes.length ? manualOfCountries(db, countryCodes) : undefined,
  )!;
  return { any, company };
}

const columns = {
  id: obligations.id,
  ruleId: obligations.ruleId,
  periodKey: obligations.periodKey,
  dueDate: obligations.dueDate,
  completedAt: obligations.completedAt,
  completedByName: obligations.completedByName,
  filedOn: obligations.filedOn,
  proofDocumentId: obligations.proofDocumentId,
  periodGoneAt: obligations.periodGoneAt,
  issuedOn: obligations.issuedOn,
  clientId: clients.id,
  companyName: clients.companyName,
  incorporationDate: clients.incorporationDate,
  countryCode: clients.countryCode,
  countryName: countries.name,
  ...manualColumns,
};

function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(obligations)
    .innerJoin(clients, eq(clients.id, obligations.clientId))
    .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
    .leftJoin(manualObligations, eq(manualObligations.id, obligations.manualObligationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toDeadline(row: Row, rule: ObligationKind, today: string): Deadline {
  const completed = row.completedAt !== null;
  const state = obligationStatus(row.dueDate, today, completed);
  return {
    id: row.id,
    ruleId: row.ruleId,
    type: rule.shortName,
    title: obligationTitle(rule.name, row.companyName),
    description: rule.description,
    clientId: row.clientId,
    clientName: row.companyName,
    countryCode: row.countryCode ?? rule.countryCode,
    countryName: row.countryName ?? (rule.countryCode || 'Paese non indicato'),
    dueDate: row.dueDate,
    category: rule.category,
    priority: state.priority,
    owner: rule.owner,
    status: state.status,
    daysRemaining: state.daysRemaining,
    cost: rule.fee ? { ...rule.fee } : null,
    authority: rule.authority,
    note: rule.note,
    sourceUrl: rule.sourceUrl,
    penalty: rule.penalty,
    completion: completed
      ? { completedByName: row.completedByName ?? '', completedAt: row.completedAt!.toISOString(), filedOn: row.filedOn, proofDocumentId: row.proofDocumentId }
      : null,
    manual: row.manualObligationId ? { id: row.manualObligationId, title: rule.name, recurrence: row.manualRecurrence ?? 'none' } : null,
    periodGone: row.periodGoneAt !== null && !completed,
    issue: rule.dueAfterIssue ? { issuedOn: row.issuedOn } : null,
  };
}

function toDeadlines(rows: Row[], today: string): Deadline[] {
  return rows.flatMap((r) => {
    const kind = kindOf(r);
    return kind ? [toDeadline(r, kind, today)] : [];
  });
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
  today: string;
}

/**
 * The tiles and the country tabs, from one count per rule over what is listed
 * (the rule gives the country; a manual obligation's is its client's):
 * listed, due within 7 days, overdue, countries; and how many of them are open.
 */
async function countsOf(db: DbOrTx, listed: { open: SQL; completed: SQL }, today: string) {
  const dueSoon = sql<number>`count(*) filter (where ${and(gte(obligations.dueDate, today), lte(obligations.dueDate, addDays(today, DUE_SOON_DAYS)))})`.mapWith(Number);
  const overdue = sql<number>`count(*) filter (where ${lt(obligations.dueDate, today)})`.mapWith(Number);
  // Counted apart: the open half from its index alone, the completed half (a few) from its own,
  // the manual ones (a few, through their own index) by their client's country.
  const [openPerRule, completedPerRule, manualPerCountry] = await Promise.all([
    db.select({ ruleId: obligations.ruleId, total: count(), dueSoon, overdue }).from(obligations).where(listed.open).groupBy(obligations.ruleId),
    db.select({ ruleId: obligations.ruleId, total: count() }).from(obligations).where(listed.completed).groupBy(obligations.ruleId),
    db
      .select({
        country: clients.countryCode,
        total: count(),
        open: sql<number>`count(*) filter (where ${isNull(obligations.completedAt)})`.mapWith(Number),
        dueSoon: sql<number>`count(*) filter (where ${and(isNull(obligations.completedAt), gte(obligations.dueDate, today), lte(obligations.dueDate, addDays(today, DUE_SOON_DAYS)))})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${and(isNull(obligations.completedAt), lt(obligations.dueDate, today))})`.mapWith(Number),
      })
      .from(obligations)
      .innerJoin(clients, eq(clients.id, obligations.clientId))
      .where(and(isNotNull(obligations.manualObligationId), or(listed.open, listed.completed)))
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
  let client: DeadlineList['client'] = null;
  if (query.client) {
    const own = scopeFor(actor, 'read:deadlines') === 'own' ? or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)) : undefined;
    const [found] = await db
      .select({ id: clients.id, companyName: clients.companyName })
      .from(clients)
      .where(and(eq(clients.id, query.client), own));
    if (!found) throw notFound('Cliente non trovato');
    client = found;
  }
  // What the page lists before its filters: the tiles and tabs count this.
  const scope = and(
    inArray(obligations.ruleId, listedRuleIds(rules)),
    await visibleTo(db, actor),
    client ? eq(obligations.clientId, client.id) : undefined,
  );
  const halves = client ? { open: isNull(obligations.completedAt), completed: isNotNull(obligations.completedAt) } : listedOn(today, query.horizon);
  const listedHalves = { open: and(scope, halves.open)!, completed: and(scope, halves.completed)! };
  const search = query.q ? await searchCondition(db, rules, query.q) : undefined;
  const listed = or(
    listedHalves.open,
    listedHalves.completed,
    // A search for a company finds its every open obligation, whatever the horizon.
    search && !client ? and(scope, isNull(obligations.completedAt), search.company) : undefined,
  )!;
  const narrowing = [
    query.priority ? withPriority(query.priority, today) : undefined,
    query.country ? or(inArray(obligations.ruleId, rulesOf(rules, new Set([query.country]))), manualOfCountries(db, [query.country])) : undefined,
    query.rule ? eq(obligations.ruleId, query.rule) : undefined,
    query.status ? withStatus(query.status, today) : undefined,
    search?.any,
  ].filter((c) => c !== undefined);
  const filters = and(listed, ...narrowing)!;
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
      .where(and(filters, isNull(obligations.completedAt)))
      .orderBy(openOrder(obligations.dueDate), asc(obligations.id))
      .limit(size)
      .offset(from);
  const [openPage, counts, matched, countryNames] = await Promise.all([
    openFirst(start),
    countsOf(db, listedHalves, today),
    // Without filters the tiles' count is the list's.
    narrowing.length === 0
      ? null
      : db
          .select({ total: count(), open: sql<number>`count(*) filter (where ${isNull(obligations.completedAt)})`.mapWith(Number) })
          .from(obligations)
          .where(filters)
          .then((r) => r[0]!),
    db.select({ code: countries.isoCode, name: countries.name }).from(countries),
  ]);
  const total = matched?.total ?? counts.summary.total;
  const openTotal = matched?.open ?? counts.open;
  const page = [...openPage];
  if (page.length < size && start + page.length >= openTotal) {
    const completed = await db
      .select({ id: obligations.id })
      .from(obligations)
      .where(and(filters, isNotNull(obligations.completedAt)))
      .orderBy(completedOrder(obligations.dueDate), asc(obligations.id))
      .limit(size - page.length)
      .offset(Math.max(0, start - openTotal));
    page.push(...completed);
  }
  const ids = page.map((p) => p.id);
  const rows = ids.length ? await base(db).where(inArray(obligations.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const nameOf = new Map(countryNames.map((c) => [c.code, c.name]));
  return {
    ...paged(toDeadlines(rows, today), total, query),
    summary: counts.summary,
    countries: [...counts.byCountry]
      .map(([code, n]) => ({ code, name: nameOf.get(code) ?? code, count: n }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    rules: rules.map((r) => ({ id: r.id, name: r.name, countryCode: r.countryCode })),
    client,
    today,
  };
}

/** The dashboard's 7-day card: open obligations due from today to 7 days ahead, of the clients the caller may see. */
export async function dueSoonCount(db: DbOrTx, actor: Actor, today = todayIso()): Promise<number> {
  const ruleIds = listedRuleIds(await enabledRules(db));
  const [row] = await db
    .select({ n: count() })
    .from(obligations)
    .where(
      and(
        isNull(obligations.completedAt),
        inArray(obligations.ruleId, ruleIds),
        gte(obligations.dueDate, today),
        lte(obligations.dueDate, addDays(today, DUE_SOON_DAYS)),
        await visibleTo(db, actor),
      ),
    );
  return row?.n ?? 0;
}

export interface MissingDataList {
  items: { clientId: string; companyName: string; countryCode: string | null; countryName: string | null; rules: { ruleId: string; ruleName: string; missing: string[] }[] }[];
  /** Clients with something missing. */
  total: number;
  page: number;
  pageSize: number;
}

/** 'Dati mancanti': the clients whose data are not enough for an enabled rule, and what they lack. */
export async function listMissingData(db: Db, page: number): Promise<MissingDataList> {
  const ruleIds = (await enabledRules(db)).map((r) => r.id);
  const enabledGap = inArray(obligationGaps.ruleId, ruleIds);
  const lacking = exists(
    db
      .select({ one: sql`1` })
      .from(obligationGaps)
      .where(and(eq(obligationGaps.clientId, clients.id), enabledGap)),
  );
  const [clientsPage, [total]] = await Promise.all([
    db
      .select({ clientId: clients.id, companyName: clients.companyName, countryCode: clients.countryCode, countryName: countries.name })
      .from(clients)
      .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
      .where(lacking)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(MISSING_DATA_PAGE_SIZE)
      .offset((page - 1) * MISSING_DATA_PAGE_SIZE),
    // Gaps are removed with their client: counting them needs no join.
    db.select({ n: countDistinct(obligationGaps.clientId) }).from(obligationGaps).where(enabledGap),
  ]);
  const gaps = clientsPage.length
    ? await db
        .select()
        .from(obligationGaps)
        .where(
          and(
            enabledGap,
            inArray(
              obligationGaps.clientId,
              clientsPage.map((c) => c.clientId),
            ),
          ),
        )
    : [];
  return {
    items: clientsPage.map((c) => ({
      ...c,
      rules: gaps
        .filter((g) => g.clientId === c.clientId)
        .map((g) => ({ ruleId: g.ruleId, ruleName: complianceRule(g.ruleId)?.name ?? g.ruleId, missing: g.missing }))
        .sort((a, b) => a.ruleName.localeCompare(b.ruleName, 'it')),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: MISSING_DATA_PAGE_SIZE,
  };
}

/** One obligation of an enabled rule or added by hand, as the caller may see it, locked for the change; or 404. */
async function obligationFor(tx: DbOrTx, actor: Actor, id: string) {
  const ruleIds = listedRuleIds(await enabledRules(tx));
  const [row] = await base(tx)
    .where(and(eq(obligations.id, id), inArray(obligations.ruleId, ruleIds), await visibleTo(tx, actor)))
    .for('update', { of: obligations });
  const rule = row && kindOf(row);
  if (!row || !rule) throw notFound('Scadenza non trovata');
  return { row, rule };
}

/**
 * obligationFor, after locking the obligation's client: the order of a client
 * edit (the client row, then its obligations through the refresh), so the two
 * never wait on each other in a cycle.
 */
export async function lockedObligation(tx: DbOrTx, actor: Actor, id: string) {
  await tx.execute(sql`select 1 from ${clients} where ${clients.id} = (select ${obligations.clientId} from ${obligations} where ${obligations.id} = ${id}) for no key update`);
  return obligationFor(tx, actor, id);
}

/** The proof's document title, within the documents' limit however long the company's name. */
function proofTitle(ruleName: string, companyName: string, dueDate: string): string {
  const prefix = 'Prova di deposito - ';
  const suffix = ` (${formatDateIt(dueDate)})`;
  const room = MAX_TITLE_LENGTH - prefix.length - suffix.length;
  const title = obligationTitle(ruleName, companyName);
  return prefix + (title.length > room ? `${title.slice(0, room - 1)}…` : title) + suffix;
}

export async function deadlineById(db: DbOrTx, actor: Actor, id: string, today: string): Promise<Deadline> {
  const { row, rule } = await obligationFor(db, actor, id);
  return toDeadline(row, rule, today);
}

/** The open obligation of the same rule (or manual series) and client that follows `periodKey`, if any. */
async function nextOf(db: DbOrTx, row: Row, periodKey: string, today: string): Promise<Deadline | null> {
  const [next] = await base(db)
    .where(
      and(
        eq(obligations.clientId, row.clientId),
        eq(obligations.ruleId, row.ruleId),
        row.manualObligationId ? eq(obligations.manualObligationId, row.manualObligationId) : undefined,
        gt(obligations.periodKey, periodKey),
        isNull(obligations.completedAt),
      ),
    )
    .orderBy(asc(obligations.periodKey))
    .limit(1);
  const kind = next && kindOf(next);
  return next && kind ? toDeadline(next, kind, today) : null;
}

/** A manual obligation's series after one of its occurrences was completed or reopened. */
/** After a completion or its undoing, what follows it: the next of a manual series, or the rule's next period. */
async function followUp(tx: DbOrTx, row: Row, today: string): Promise<void> {
  if (!row.manualObligationId) {
    await refreshObligations(tx, [row.clientId], { today });
    return;
  }
  const [manual] = await tx.select().from(manualObligations).where(eq(manualObligations.id, row.manualObligationId));
  if (manual) await syncManualSeries(tx, manual);
}

const ALREADY_COMPLETED = 'Scadenza già completata';

/** Why `row` cannot be completed as filed on `filedOn`, or null: already completed, or filed before the company existed. */
function completionRefusal(row: Row, filedOn: string): AppError | null {
  if (row.completedAt) return conflict(ALREADY_COMPLETED);
  if (row.incorporationDate && filedOn < row.incorporationDate) {
    const message = `La data di deposito non può precedere la costituzione della società (${formatDateIt(row.incorporationDate)})`;
    return badRequest(message, { filedOn: message });
  }
  return null;
}

export interface Completion {
  deadline: Deadline;
  /** The occurrence that follows, now open. */
  next: Deadline | null;
}

/**
 * Staff complete an obligation: the filing date, and optionally the proof PDF,
 * kept as a private 'Report' document of the client, in the same transaction.
 * The next occurrence of the rule is there when this returns; the completion is
 * in the activity log. On any refusal the stored proof file is removed.
 */
export async function completeDeadline(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { filedOn: string; proof?: ReceivedFile },
  today = todayIso(),
): Promise<Completion> {
  const proof = input.proof;
  try {
    // The proof's fields and text before the transaction (reading a PDF takes a moment); refused early when the obligation cannot be completed.
    let prepared: PreparedDocument | null = null;
    if (proof) {
      const { row, rule } = await obligationFor(ctx.db, actor, id);
      const refused = completionRefusal(row, input.filedOn);
      if (refused) throw refused;
      proof.fields = { clientId: row.clientId, title: proofTitle(rule.name, row.companyName, row.dueDate), category: 'Report', accessLevel: 'private' };
      prepared = await prepareDocument(ctx, proof);
    }
    return await ctx.db.transaction(async (tx) => {
      const { row, rule } = await lockedObligation(tx, actor, id);
      const refused = completionRefusal(row, input.filedOn);
      if (refused) throw refused;
      const proofDocumentId = prepared ? await insertDocument(tx, actor, prepared) : null;
      await tx
        .update(obligations)
        .set({ completedAt: new Date(), completedBy: actor.id, completedByName: actor.name, filedOn: input.filedOn, proofDocumentId, updatedAt: new Date() })
        .where(eq(obligations.id, id));
      await followUp(tx, row, today);
      const title = obligationTitle(rule.name, row.companyName);
      const withProof = proofDocumentId ? ', con prova di deposito' : '';
      await logActivity(tx, actor, 'Completamento Scadenza', `${title} (scadenza ${formatDateIt(row.dueDate)}, depositata il ${formatDateIt(input.filedOn)}${withProof})`);
      return { deadline: await deadlineById(tx, actor, id, today), next: await nextOf(tx, row, row.periodKey, today) };
    });
  } catch (err) {
    if (proof) await discardUpload(ctx, proof.key);
    throw err;
  }
}

/** Undoes a completion (a mistaken click): the obligation is open again, its proof stays among the client's documents. */
export async function reopenDeadline(db: Db, actor: Actor, id: string, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { row, rule } = await lockedObligation(tx, actor, id);
    if (!row.completedAt) throw conflict('La scadenza non è completata');
    await tx
      .update(obligations)
      .set({ completedAt: null, completedBy: null, completedByName: null, filedOn: null, proofDocumentId: null, updatedAt: new Date() })
      .where(eq(obligations.id, id));
    await followUp(tx, row, today);
    await logActivity(tx, actor, 'Riapertura Scadenza', `${obligationTitle(rule.name, row.companyName)} (scadenza ${formatDateIt(row.dueDate)})`);
    return deadlineById(tx, actor, id, today);
  });
}
