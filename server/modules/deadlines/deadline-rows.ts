import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { obligationTitle } from '@domain/compliance/obligation-view';
import { obligationStatus } from '@domain/compliance/status';
import type { Deadline } from '@domain/deadlines';
import { scopeFor } from '../../platform/actor';
import type { Actor } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { clients, countries, manualObligations, obligations } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { kindOf, listedRuleIds, manualColumns, type ObligationKind } from './manual-obligations';
import { enabledRules } from './obligations';

/**
 * Stored obligations as /scadenze and its actions read them: which the caller
 * may see, one query shape (the client, its country, the manual definition) and
 * the card each becomes.
 */

/**
 * The caller's clients, as a condition on obligations: every one for staff; a
 * role user's own or linked ones, read first (a handful), so that their
 * obligations are found through the client index.
 */
export async function visibleTo(db: DbOrTx, actor: Actor): Promise<SQL | undefined> {
  if (scopeFor(actor, 'read:deadlines') !== 'own') return undefined;
  const own = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)));
  return inArray(obligations.clientId, own.map((c) => c.id));
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

export function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(obligations)
    .innerJoin(clients, eq(clients.id, obligations.clientId))
    .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
    .leftJoin(manualObligations, eq(manualObligations.id, obligations.manualObligationId));
}
export type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export function toDeadline(row: Row, rule: ObligationKind, today: string): Deadline {
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

export function toDeadlines(rows: Row[], today: string): Deadline[] {
  return rows.flatMap((r) => {
    const kind = kindOf(r);
    return kind ? [toDeadline(r, kind, today)] : [];
  });
}

/** One obligation of an enabled rule or added by hand, as the caller may see it, locked for the change; or 404. */
export async function obligationFor(tx: DbOrTx, actor: Actor, id: string) {
  const ruleIds = listedRuleIds(await enabledRules(tx), [actor.role]);
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

export async function deadlineById(db: DbOrTx, actor: Actor, id: string, today: string): Promise<Deadline> {
  const { row, rule } = await obligationFor(db, actor, id);
  return toDeadline(row, rule, today);
}
