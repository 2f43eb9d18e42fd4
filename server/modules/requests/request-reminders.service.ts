import { and, asc, eq, gte, inArray, like, lt, lte } from 'drizzle-orm';
import { addDays } from '@domain/periods';
import { REQUEST_REMINDER_STEPS, reminderStepOn, requestPath } from '@domain/schemas/requests';
import type { Env } from '../../platform/env';
import type { Db, Tx } from '../../platform/db/client';
import { clients, documentRequests, requestReminders } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/queue';
import { missingOf, notifyClientLogins } from './request-notices';
import type { MissingRequest } from './request-mails';

/**
 * The reminders that chase a client: 7 and 1 days before a request's due date, then
 * the day after it and weekly, 4 times at most. A step is claimed by one row in
 * request_reminders, so it is sent once whichever server runs first; a step missed
 * while the servers were down is replaced by the most urgent one reached.
 * Each client gets one message per login listing everything still missing.
 */

export const REMIND_REQUESTS_TASK = 'requests:remind';

type RemindCtx = { db: Db; jobs: JobQueue; env: Pick<Env, 'APP_URL'> };

/** The last step is 22 days after the due date; a request further past it is left alone. */
const LAST_STEP_DAYS = 22;

export async function sendRequestReminders(ctx: RemindCtx, today: string): Promise<{ steps: number; messages: number }> {
  return ctx.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: documentRequests.id, clientId: documentRequests.clientId, dueDate: documentRequests.dueDate })
      .from(documentRequests)
      .where(and(eq(documentRequests.status, 'open'), lte(documentRequests.dueDate, addDays(today, 7)), gte(documentRequests.dueDate, addDays(today, -LAST_STEP_DAYS - 7))))
      .orderBy(asc(documentRequests.id));
    const reached = open.flatMap((r) => {
      const step = reminderStepOn(r.dueDate, today);
      return step ? [{ ...r, step }] : [];
    });
    // The claim: the step reached and the earlier ones, in one order for every server (no deadlock);
    // an insert meeting another server's uncommitted row waits for it, then does nothing.
    const claims = reached.flatMap((r) => REQUEST_REMINDER_STEPS.slice(0, REQUEST_REMINDER_STEPS.indexOf(r.step) + 1).map((step) => ({ requestId: r.id, step, dueDate: r.dueDate })));
    if (claims.length === 0) return { steps: 0, messages: 0 };
    const inserted = await tx.insert(requestReminders).values(claims).onConflictDoNothing().returning();
    const won = new Set(inserted.map((r) => `${r.requestId}|${r.step}`));
    const wonRequests = reached.filter((r) => won.has(`${r.id}|${r.step}`));
    if (wonRequests.length === 0) return { steps: 0, messages: 0 };

    // One message per client: every open request of theirs that misses something, not only the one whose step came.
    let messages = 0;
    const clientIds = [...new Set(wonRequests.map((r) => r.clientId))];
    for (const clientId of clientIds) {
      const [client] = await tx.select({ userId: clients.userId, linkedUserId: clients.linkedUserId }).from(clients).where(eq(clients.id, clientId));
      const theirs = await tx.select({ id: documentRequests.id }).from(documentRequests).where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.status, 'open')));
      const missing = await missingOf(tx, ctx.env, theirs.map((r) => r.id));
      if (!client || missing.length === 0) continue;
      const overdue = missing.some((r) => r.dueDate < today);
      messages += await notifyClientLogins(tx, ctx, client, (login) => ({ kind: 'reminder', requests: missing, overdue, login }));
    }
    return { steps: wonRequests.length, messages };
  });
}

/**
 * The overdue requests for the staff's daily digest of `today`, each claimed for that day
 * (one row per request and day), so two servers never list them twice. In the caller's transaction.
 */
export async function claimOverdueRequestsForDigest(tx: Tx, env: Pick<Env, 'APP_URL'>, today: string): Promise<MissingRequest[]> {
  const overdue = await tx
    .select({ id: documentRequests.id, dueDate: documentRequests.dueDate })
    .from(documentRequests)
    .where(and(eq(documentRequests.status, 'open'), lt(documentRequests.dueDate, today)))
    .orderBy(asc(documentRequests.id));
  if (overdue.length === 0) return [];
  const step = `digest:${today}`;
  // Only today's claim matters: the earlier days' go, so the table keeps one row per overdue request.
  await tx.delete(requestReminders).where(and(like(requestReminders.step, 'digest:%'), lt(requestReminders.step, step)));
  const won = await tx
    .insert(requestReminders)
    .values(overdue.map((r) => ({ requestId: r.id, step, dueDate: r.dueDate })))
    .onConflictDoNothing()
    .returning({ requestId: requestReminders.requestId });
  const ids = won.map((r) => r.requestId);
  const missing = await missingOf(tx, env, ids);
  // An overdue request missing nothing waits for staff: listed too, with nothing missing.
  const waiting = await tx
    .select({ id: documentRequests.id, title: documentRequests.title, dueDate: documentRequests.dueDate, companyName: clients.companyName })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(inArray(documentRequests.id, ids))
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id));
  const listed = new Set(missing.map((m) => m.link));
  return [
    ...missing,
    ...waiting.map((r) => ({ title: r.title, companyName: r.companyName, dueDate: r.dueDate, missing: [], link: `${env.APP_URL}${requestPath(r.id)}` })).filter((r) => !listed.has(r.link)),
  ];
}
