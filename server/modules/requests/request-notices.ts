import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { requestPath } from '@domain/schemas/requests';
import type { Env } from '../../platform/env';
import type { DbOrTx } from '../../platform/db/client';
import { displayName } from '../../platform/db/display-name';
import { withProfileAndRole } from '../../platform/db/people';
import { clients, documentRequests, requestItems, user, userRoles } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/queue';
import { queueMails } from '../../platform/mail/mail-queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { itemRejectedMail, requestReminderMail, requestSentMail, type MissingRequest } from './request-mails';

/** Who hears about a request and what they are told: the client's logins, by e-mail through the queue. */

/** What each request still misses (items to upload or to redo), in the requests' due order; requests missing nothing are left out. */
export async function missingOf(db: DbOrTx, env: Pick<Env, 'APP_URL'>, requestIds: readonly string[]): Promise<MissingRequest[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({ id: documentRequests.id, title: documentRequests.title, dueDate: documentRequests.dueDate, companyName: clients.companyName, item: requestItems.name })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .innerJoin(requestItems, eq(requestItems.requestId, documentRequests.id))
    .where(and(inArray(documentRequests.id, [...requestIds]), inArray(requestItems.status, ['pending', 'rejected'])))
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id), asc(requestItems.position));
  const byRequest = new Map<string, MissingRequest>();
  for (const r of rows) {
    const entry = byRequest.get(r.id) ?? { title: r.title, companyName: r.companyName, dueDate: r.dueDate, missing: [], link: `${env.APP_URL}${requestPath(r.id)}` };
    (entry.missing as string[]).push(r.item);
    byRequest.set(r.id, entry);
  }
  return [...byRequest.values()];
}

export interface Login {
  id: string;
  email: string;
  name: string;
}

/** A client's logins that can receive mail: the owner and the linked account, with a role and a confirmed address. */
export async function clientLogins(db: DbOrTx, client: { userId: string | null; linkedUserId: string | null }): Promise<Login[]> {
  const ids = [...new Set([client.userId, client.linkedUserId])].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  return withProfileAndRole(db.select({ id: user.id, email: user.email, name: displayName }).from(user).$dynamic()).where(
    and(inArray(user.id, ids), isNotNull(userRoles.role), eq(user.emailVerified, true)),
  );
}

export type Notice =
  | { kind: 'sent'; request: MissingRequest; login: Login }
  | { kind: 'reminder'; requests: readonly MissingRequest[]; overdue: boolean; login: Login }
  | { kind: 'rejected'; request: MissingRequest; item: string; reason: string; login: Login };

function mailOf(notice: Notice): MailMessage {
  const { email, name } = notice.login;
  if (notice.kind === 'sent') return requestSentMail(email, name, notice.request);
  if (notice.kind === 'reminder') return requestReminderMail(email, name, notice.requests, notice.overdue);
  return itemRejectedMail(email, name, notice.request, notice.item, notice.reason);
}

/** Queues one message per login of the client, in the caller's transaction. Returns how many were queued. */
export async function notifyClientLogins(
  db: DbOrTx,
  ctx: { jobs: JobQueue },
  client: { userId: string | null; linkedUserId: string | null },
  notice: (login: Login) => Notice,
): Promise<number> {
  const logins = await clientLogins(db, client);
  await queueMails({ db, jobs: ctx.jobs }, logins.map((login) => mailOf(notice(login))));
  return logins.length;
}
