import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { AML_RULE_IDS } from '@domain/aml/obligation-kinds';
import type { YearEndChange } from '@domain/compliance/accounting-periods';
import {
  dueAfterIssue,
  nextOccurrence,
  obligationsOf,
  occurrenceWindow,
  openObligationNow,
  type CompanyFacts,
  type Occurrence,
} from '@domain/compliance/occurrences';
import { COMPLIANCE_RULES, type ComplianceRule } from '@domain/compliance/rules';
import { addDays, addMonths, FIRM_TIME_ZONE, todayIso } from '@domain/periods';
import { anyOf } from '../../platform/db/any-of';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  clients,
  complianceRuleSettings,
  obligationGaps,
  obligationHorizons,
  obligationOpenCounts,
  obligationRefreshState,
  obligations,
  yearEndChanges,
} from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/queue';

/**
 * Keeps each approved client's obligations (decision 082): the occurrences of the
 * enabled rules due from 12 months ago (not before 90 days before the client was
 * entered) to 12 months ahead, the older ones still open, the one after the latest
 * completed of each rule, and what the client lacks for the rules it cannot be
 * computed for. Completed occurrences are history: never changed or removed here.
 */

/** The rules the firm has on: each rule's switch, or its default. */
export async function enabledRules(db: DbOrTx): Promise<ComplianceRule[]> {
  const settings = await db.select({ ruleId: complianceRuleSettings.ruleId, enabled: complianceRuleSettings.enabled }).from(complianceRuleSettings);
  const switched = new Map(settings.map((s) => [s.ruleId, s.enabled]));
  return COMPLIANCE_RULES.filter((r) => switched.get(r.id) ?? r.enabledByDefault);
}

/** A recorded change of year end as the periods take it (accounting-periods.ts YearEndChange). */
export const YEAR_END_CHANGE_COLUMNS = {
  periodStart: yearEndChanges.periodStart,
  previousEnd: yearEndChanges.previousEnd,
  newEnd: yearEndChanges.newEnd,
  notifiedOn: yearEndChanges.notifiedOn,
};

const keyOf = (o: { ruleId: string; periodKey: string }) => `${o.ruleId}|${o.periodKey}`;

interface StoredObligation {
  id: string;
  clientId: string;
  ruleId: string;
  periodKey: string;
  anchorDate: string;
  dueDate: string;
  completed: boolean;
  periodGone: boolean;
  issuedOn: string | null;
}

/** How far before a client was entered its past obligations are still listed (overdue unless completed). */
const PAST_DAYS_BEFORE_ENTRY = 90;

/**
 * What the client's obligations should be: occurrences of the window, and the
 * successor of each rule's latest completion. The window reaches back 12 months,
 * but not before 90 days before the client was entered: older filings were
 * someone else's before the firm took the client on. One still open outside the
 * window is kept while its rule still gives its period; one whose period a change
 * of year end moved away is `gone`: kept, flagged, never deleted.
 */
function desiredOccurrences(
  client: CompanyFacts & { enteredOn: string },
  rules: readonly ComplianceRule[],
  stored: readonly StoredObligation[],
  today: string,
): { occurrences: Map<string, Occurrence>; gone: ReadonlySet<string>; missing: { ruleId: string; missing: string[] }[]; recomputeOn: string } {
  const sinceEntry = addDays(client.enteredOn, -PAST_DAYS_BEFORE_ENTRY);
  const lastYear = addMonths(today, -12);
  const window = occurrenceWindow(today, sinceEntry > lastYear ? sinceEntry : lastYear);
  // Computed 12 months past the window, in one pass: the first occurrence beyond it tells the client's next day (recomputeOn).
  const reach = { from: window.from, to: addMonths(window.to, 12) };
  const computed = obligationsOf(client, reach, rules);
  const occurrences = new Map(computed.occurrences.filter((o) => o.dueDate <= window.to).map((o) => [keyOf(o), o]));
  const beyond = computed.occurrences.find((o) => o.dueDate > window.to);
  const gone = new Set<string>();
  // An open one the window does not give stays while its rule still gives its period, at whatever date it now falls.
  for (const o of stored) {
    if (o.completed || occurrences.has(keyOf(o))) continue;
    const now = openObligationNow(client, o.ruleId, o.periodKey, rules);
    if (now === 'period-gone') gone.add(keyOf(o));
    else if (now) occurrences.set(keyOf(now), now);
  }
  const latestCompleted = new Map<string, string>();
  for (const o of stored) {
    if (o.completed && o.periodKey > (latestCompleted.get(o.ruleId) ?? '')) latestCompleted.set(o.ruleId, o.periodKey);
  }
  for (const rule of rules) {
    const periodKey = latestCompleted.get(rule.id);
    if (!periodKey) continue;
    const next = nextOccurrence(client, rule, periodKey);
    if (next && !occurrences.has(keyOf(next))) occurrences.set(keyOf(next), next);
  }
  /*
   * The first day on which time alone changes all this (decision 126): the day the window's far
   * end (12 months ahead) reaches the next occurrence beyond it. Nothing else here moves with the
   * days: what leaves the window's near end is stored, an open one stored is kept where its rule
   * puts it, a completed one for good. One day early at most (an occurrence due on 29 February),
   * never late. With none in the next 12 months, a look again in 12 months.
   */
  const recomputeOn = addMonths(beyond?.dueDate ?? reach.to, -12);
  return { occurrences, gone, missing: computed.missing, recomputeOn };
}

/**
 * The client columns obligations and missing data are computed from, besides
 * its approval and entry date (read by refreshObligations): an edit of none of
 * them (sectors, addresses, names of people) leaves them as they are, and skips
 * the refresh's work while it holds the client's row.
 */
const OBLIGATION_INPUTS: ReadonlySet<string> = new Set([
  'countryCode',
  'entityType',
  'incorporationDate',
  'financialYearEnd',
  'companyName',
  'singleForeignMember',
  'severalMembers',
  'usStateRegistrationDate',
  'tradeLicenceExpiry',
] satisfies (keyof typeof clients.$inferSelect)[]);

export function changesObligationInputs(fields: readonly string[]): boolean {
  return fields.some((f) => OBLIGATION_INPUTS.has(f));
}

/**
 * Brings the obligations and missing data of `clientIds` up to date with their
 * rows and `rules` (default: the enabled ones). Only an approved client has
 * obligations: a sign-up waiting for approval, or rejected, is not the firm's
 * client (and a pending login linked to a firm's company would count its
 * obligations twice). Call it in the transaction that changed the clients; a
 * client already deleted is skipped. Returns how many obligations were added,
 * changed and removed, and (with skipLocked) the clients left for later.
 */
export async function refreshObligations(
  db: DbOrTx,
  clientIds: readonly string[],
  options: { rules?: readonly ComplianceRule[]; today?: string; skipLocked?: boolean } = {},
): Promise<{ added: number; changed: number; removed: number; skipped: string[] }> {
  const counts = { added: 0, changed: 0, removed: 0, skipped: [] as string[] };
  if (clientIds.length === 0) return counts;
  const rules = options.rules ?? (await enabledRules(db));
  const today = options.today ?? todayIso();
  // Locked so that a refresh never writes from a client row another transaction is changing
  // (an edit's UPDATE holds the same lock; rows pointing at the client, such as a new document, do not).
  // The whole-firm refresh skips those and comes back to them.
  const rows = await db
    .select({
      id: clients.id,
      countryCode: clients.countryCode,
      entityType: clients.entityType,
      incorporationDate: clients.incorporationDate,
      financialYearEnd: clients.financialYearEnd,
      companyName: clients.companyName,
      singleForeignMember: clients.singleForeignMember,
      severalMembers: clients.severalMembers,
      usStateRegistrationDate: clients.usStateRegistrationDate,
      tradeLicenceExpiry: clients.tradeLicenceExpiry,
      approved: sql<boolean>`${clients.approvalStatus} = 'approved'`,
      enteredOn: sql<string>`(${clients.createdAt} at time zone ${FIRM_TIME_ZONE})::date::text`,
      storedRecomputeOn: sql<string | null>`${obligationHorizons.recomputeOn}::text`,
      storedHorizon: sql<boolean>`${obligationHorizons.clientId} is not null`,
    })
    .from(clients)
    .leftJoin(obligationHorizons, eq(obligationHorizons.clientId, clients.id))
    .where(anyOf(clients.id, clientIds))
    // The client's row only: its day is written by whoever holds the client.
    .for('no key update', options.skipLocked ? { of: clients, skipLocked: true } : { of: clients });
  if (options.skipLocked && rows.length < clientIds.length) {
    const got = new Set(rows.map((r) => r.id));
    counts.skipped = clientIds.filter((id) => !got.has(id));
  }
  if (rows.length === 0) return counts;
  const ids = rows.map((r) => r.id);
  const existing = await db
    .select({
      id: obligations.id,
      clientId: obligations.clientId,
      ruleId: obligations.ruleId,
      periodKey: obligations.periodKey,
      anchorDate: obligations.anchorDate,
      dueDate: obligations.dueDate,
      completed: sql<boolean>`${obligations.completedAt} is not null`,
      periodGone: sql<boolean>`${obligations.periodGoneAt} is not null`,
      issuedOn: obligations.issuedOn,
    })
    .from(obligations)
    // Obligations added by hand follow their own definition (manual-obligations.ts), the AML file's its state
    // (aml/aml-obligations.ts), never the rules: a rule id not in the catalogue would otherwise be removed.
    .where(and(anyOf(obligations.clientId, ids), isNull(obligations.manualObligationId), notInArray(obligations.ruleId, AML_RULE_IDS)));
  const storedGaps = await db
    .select({ clientId: obligationGaps.clientId, ruleId: obligationGaps.ruleId, missing: obligationGaps.missing })
    .from(obligationGaps)
    .where(anyOf(obligationGaps.clientId, ids));
  const changes = await db
    .select({ clientId: yearEndChanges.clientId, ...YEAR_END_CHANGE_COLUMNS })
    .from(yearEndChanges)
    .where(anyOf(yearEndChanges.clientId, ids));
  const changesByClient = new Map<string, YearEndChange[]>();
  for (const c of changes) {
    const list = changesByClient.get(c.clientId) ?? [];
    list.push(c);
    changesByClient.set(c.clientId, list);
  }
  const storedByClient = new Map<string, StoredObligation[]>();
  for (const o of existing) {
    const list = storedByClient.get(o.clientId) ?? [];
    list.push(o);
    storedByClient.set(o.clientId, list);
  }

  const inserts: (typeof obligations.$inferInsert)[] = [];
  const updates: { id: string; anchorDate: string; dueDate: string }[] = [];
  const removals: string[] = [];
  const gone: string[] = [];
  const gaps: (typeof obligationGaps.$inferInsert)[] = [];
  const horizons: { clientId: string; recomputeOn: string | null }[] = [];
  for (const row of rows) {
    const client = { ...row, yearEndChanges: changesByClient.get(row.id) ?? [] };
    const stored = storedByClient.get(client.id) ?? [];
    const desired = client.approved
      ? desiredOccurrences(client, rules, stored, today)
      : { occurrences: new Map<string, Occurrence>(), gone: new Set<string>(), missing: [], recomputeOn: null };
    if (!row.storedHorizon || row.storedRecomputeOn !== desired.recomputeOn) horizons.push({ clientId: client.id, recomputeOn: desired.recomputeOn });
    const { occurrences, missing } = desired;
    for (const o of stored) {
      const want = occurrences.get(keyOf(o));
      occurrences.delete(keyOf(o));
      if (o.completed) continue;
      if (!want && desired.gone.has(keyOf(o))) {
        if (!o.periodGone) gone.push(o.id);
      } else if (!want) removals.push(o.id);
      else {
        // A return the authority issued falls due from its issue date, not the rule's estimate.
        const rule = o.issuedOn ? rules.find((r) => r.id === o.ruleId) : undefined;
        const dueDate = rule?.dueAfterIssue ? dueAfterIssue(rule, o.issuedOn!) : want.dueDate;
        if (dueDate !== o.dueDate || want.anchorDate !== o.anchorDate || o.periodGone) updates.push({ id: o.id, anchorDate: want.anchorDate, dueDate });
      }
    }
    for (const o of occurrences.values()) {
      inserts.push({ clientId: client.id, ruleId: o.ruleId, periodKey: o.periodKey, anchorDate: o.anchorDate, dueDate: o.dueDate });
    }
    for (const m of missing) gaps.push({ clientId: client.id, ruleId: m.ruleId, missing: m.missing });
  }

  if (removals.length) counts.removed = (await db.delete(obligations).where(and(inArray(obligations.id, removals), isNull(obligations.completedAt))).returning({ id: obligations.id })).length;
  for (let i = 0; i < updates.length; i += 1000) {
    const chunk = updates.slice(i, i + 1000);
    const values = sql.join(chunk.map((u) => sql`(${u.id}::uuid, ${u.anchorDate}::date, ${u.dueDate}::date)`), sql`, `);
    const changed = await db.execute(sql`
      update ${obligations} set anchor_date = v.anchor_date, due_date = v.due_date, period_gone_at = null, updated_at = now()
      from (values ${values}) as v(id, anchor_date, due_date)
      where ${obligations.id} = v.id and ${obligations.completedAt} is null`);
    counts.changed += changed.rowCount ?? 0;
  }
  if (gone.length) {
    await db
      .update(obligations)
      .set({ periodGoneAt: new Date(), updatedAt: new Date() })
      .where(and(inArray(obligations.id, gone), isNull(obligations.completedAt)));
  }
  // Six parameters a row: well within PostgreSQL's 65,535 per statement.
  for (let i = 0; i < inserts.length; i += 5000) {
    const added = await db.insert(obligations).values(inserts.slice(i, i + 5000)).onConflictDoNothing().returning({ id: obligations.id });
    counts.added += added.length;
  }
  // What the clients lack is written only where it changed: most refreshes find it as it was.
  const gapKey = (g: { clientId: string; ruleId: string; missing: string[] }) => JSON.stringify([g.clientId, g.ruleId, g.missing]);
  const wanted = new Set(gaps.map(gapKey));
  const kept = new Set(storedGaps.filter((g) => wanted.has(gapKey(g))).map(gapKey));
  const staleGaps = storedGaps.filter((g) => !kept.has(gapKey(g)));
  if (staleGaps.length) {
    const keys = sql.join(staleGaps.map((g) => sql`(${g.clientId}::uuid, ${g.ruleId})`), sql`, `);
    await db.delete(obligationGaps).where(sql`(${obligationGaps.clientId}, ${obligationGaps.ruleId}) in (${keys})`);
  }
  const newGaps = gaps.filter((g) => !kept.has(gapKey(g)));
  for (let i = 0; i < newGaps.length; i += 10000) await db.insert(obligationGaps).values(newGaps.slice(i, i + 10000));
  for (let i = 0; i < horizons.length; i += 10000) {
    await db
      .insert(obligationHorizons)
      .values(horizons.slice(i, i + 10000))
      .onConflictDoUpdate({ target: obligationHorizons.clientId, set: { recomputeOn: sql`excluded.recompute_on` } });
  }
  return counts;
}

/** Clients refreshed per transaction by the whole-firm refresh. */
const BATCH = 500;
/** Batches refreshed at once: the app computes one while the database reads and writes the other. */
const BATCHES_AT_ONCE = 2;

type RefreshTotals = { clients: number; added: number; changed: number; removed: number };

/**
 * Refreshes the clients `nextBatch` hands out, a batch per transaction, until it hands out none.
 * A client another transaction holds is skipped and refreshed at the end, waiting for it then.
 */
async function refreshInBatches(db: Db, today: string, rules: readonly ComplianceRule[] | undefined, nextBatch: () => Promise<string[]>): Promise<RefreshTotals> {
  rules ??= await enabledRules(db);
  const totals = { clients: 0, added: 0, changed: 0, removed: 0 };
  const add = (counts: { added: number; changed: number; removed: number }) => {
    totals.added += counts.added;
    totals.changed += counts.changed;
    totals.removed += counts.removed;
  };
  const held: string[] = [];
  let batches = 0;
  // Batches are handed out one after the other, whichever refresh asks.
  let handedOut: Promise<unknown> = Promise.resolve();
  const takeBatch = () => {
    const batch = handedOut.then(nextBatch);
    handedOut = batch.catch(() => {});
    return batch;
  };
  const refreshBatches = async () => {
    for (let batch = await takeBatch(); batch.length > 0; batch = await takeBatch()) {
      const counts = await db.transaction((tx) => refreshObligations(tx, batch, { rules, today, skipLocked: true }));
      totals.clients += batch.length;
      add(counts);
      held.push(...counts.skipped);
      // Each batch appends its counts' deltas: summed as it goes, so /scadenze reads few rows meanwhile.
      if (++batches % COMPACT_EVERY_BATCHES === 0) await compactOpenCounts(db);
    }
  };
  await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, refreshBatches));
  for (let i = 0; i < held.length; i += BATCH) {
    const ids = held.slice(i, i + BATCH);
    add(await db.transaction((tx) => refreshObligations(tx, ids, { rules, today })));
  }
  await compactOpenCounts(db);
  return totals;
}

/** Refreshes every client (with `rules`, default the enabled ones): after the rules or the calendar's code changed. Returns the totals. */
export async function refreshAllObligations(db: Db, today = todayIso(), rules?: readonly ComplianceRule[]): Promise<RefreshTotals> {
  let after: string | null = null;
  return refreshInBatches(db, today, rules, async () => {
    const batch = await db
      .select({ id: clients.id })
      .from(clients)
      .where(after ? gt(clients.id, after) : undefined)
      .orderBy(asc(clients.id))
      .limit(BATCH);
    after = batch.at(-1)?.id ?? after;
    return batch.map((c) => c.id);
  });
}

/**
 * Refreshes the clients whose obligations time has changed by `today` (their horizon's day has
 * come, decision 126), in the order of that day. A client refreshed moves to a later day; one
 * whose new day is still today at most (29 February) is met again further on, once.
 */
export async function refreshDueObligations(db: Db, today = todayIso(), rules?: readonly ComplianceRule[]): Promise<RefreshTotals> {
  let after: { recomputeOn: string; clientId: string } | null = null;
  return refreshInBatches(db, today, rules, async () => {
    const batch: { recomputeOn: string; clientId: string }[] = await db
      .select({ recomputeOn: sql<string>`${obligationHorizons.recomputeOn}::text`, clientId: obligationHorizons.clientId })
      .from(obligationHorizons)
      .where(
        and(
          isNotNull(obligationHorizons.recomputeOn),
          lte(obligationHorizons.recomputeOn, today),
          after ? sql`(${obligationHorizons.recomputeOn}, ${obligationHorizons.clientId}) > (${after.recomputeOn}::date, ${after.clientId}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(obligationHorizons.recomputeOn), asc(obligationHorizons.clientId))
      .limit(BATCH);
    after = batch.at(-1) ?? after;
    return batch.map((h) => h.clientId);
  });
}

/** What the obligations are computed with: the calendar's code and the rules the firm has on. */
async function refreshFingerprint(rules: readonly ComplianceRule[]): Promise<string> {
  return createHash('sha256')
    .update(await calendarCode())
    .update(rules.map((r) => r.id).sort().join(','))
    .digest('hex');
}

declare const CALENDAR_CODE_HASH: string | undefined;
let calendarCodeHashing: Promise<string> | undefined;
/** Written into the bundle by the build; computed from the sources when the server runs from them. */
function calendarCode(): Promise<string> {
  if (typeof CALENDAR_CODE_HASH === 'string') return Promise.resolve(CALENDAR_CODE_HASH);
  return (calendarCodeHashing ??= import('./calendar-code.mjs').then((m) => m.calendarCodeHash()));
}

/**
 * The refresh job (decision 126): every client when the calendar's code or the rules on changed
 * since the last complete whole-firm refresh, then that is recorded; otherwise only the clients
 * whose day has come. A start on an unchanged database reads a row and finds none due.
 */
export async function refreshObligationsAsNeeded(db: Db, today = todayIso()): Promise<RefreshTotals & { whole: boolean }> {
  // One read of the rules: the fingerprint recorded is that of the rules computed with.
  const rules = await enabledRules(db);
  const fingerprint = await refreshFingerprint(rules);
  const [state] = await db.select({ fingerprint: obligationRefreshState.fingerprint }).from(obligationRefreshState);
  if (state?.fingerprint === fingerprint) return { ...(await refreshDueObligations(db, today, rules)), whole: false };
  const totals = await refreshAllObligations(db, today, rules);
  await db
    .insert(obligationRefreshState)
    .values({ fingerprint })
    .onConflictDoUpdate({ target: obligationRefreshState.id, set: { fingerprint, finishedAt: sql`now()` } });
  return { ...totals, whole: true };
}

const COMPACT_EVERY_BATCHES = 100;

/**
 * Sums the deltas of `obligation_open_counts` into one row per rule and due date (decision 124),
 * in one statement: the rows it deletes are those its snapshot sees, so deltas appended meanwhile
 * stay for the next time, and two compactions at once never count a delta twice.
 */
export async function compactOpenCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    WITH gone AS (DELETE FROM ${obligationOpenCounts} RETURNING rule_id, due_date, open)
    INSERT INTO ${obligationOpenCounts} (rule_id, due_date, open)
    SELECT rule_id, due_date, sum(open)::int FROM gone GROUP BY 1, 2 HAVING sum(open) <> 0`);
}

/** The job that sums the counts' deltas between refreshes (a client's edits append a few each). */
export const COMPACT_OPEN_COUNTS_TASK = 'obligations:compact-counts';

/** The job that refreshes every client's obligations. */
export const REFRESH_OBLIGATIONS_TASK = 'obligations:refresh';

/**
 * Queues a whole-firm refresh, in the caller's transaction when given one. One
 * waiting refresh at a time: asking again while one waits does not add another.
 */
export async function queueObligationsRefresh(db: DbOrTx, jobs: JobQueue): Promise<void> {
  await jobs.add(db, REFRESH_OBLIGATIONS_TASK, {}, { jobKey: REFRESH_OBLIGATIONS_TASK });
}
