import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { deviceLabel, SESSION_MAX_AGE_MS } from '@domain/sessions';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { session } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';

export interface SessionView {
  id: string;
  /** Browser and system in Italian words ("Chrome su Windows"). */
  device: string;
  address: string | null;
  lastUsedAt: string;
  createdAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** The conditions of a session that still opens the app (not expired, within its 30 days). */
const live = (now: number) => and(gt(session.expiresAt, new Date(now)), gt(session.createdAt, new Date(now - SESSION_MAX_AGE_MS)));

const deviceAndAddress = (row: { userAgent: string | null; ipAddress: string | null }) =>
  row.ipAddress ? `${deviceLabel(row.userAgent)} (${row.ipAddress})` : deviceLabel(row.userAgent);

/** The actor's own open sessions: this one first, then by last use. */
export async function listSessions(db: Db, actor: Actor): Promise<SessionView[]> {
  const rows = await db
    .select({ id: session.id, userAgent: session.userAgent, ipAddress: session.ipAddress, lastUsedAt: session.lastUsedAt, createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.userId, actor.id), live(Date.now())))
    .orderBy(desc(session.lastUsedAt), desc(session.createdAt));
  const views = rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.userAgent),
    address: r.ipAddress,
    lastUsedAt: r.lastUsedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    current: r.id === actor.sessionId,
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/** Ends one other session of the actor's own; anyone else's is "not found". */
export async function endSession(db: Db, actor: Actor, id: string): Promise<void> {
  if (id === actor.sessionId) throw badRequest('Questa è la sessione in uso: per uscire da questo dispositivo usa «Esci».');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, actor.id)))
      .returning({ userAgent: session.userAgent, ipAddress: session.ipAddress });
    if (!row) throw notFound('Sessione non trovata');
    await logActivity(tx, actor, 'Uscita Dispositivo', deviceAndAddress(row));
  });
}

/** Ends every session of the actor's but this one; returns how many open ones ended. */
export async function endOtherSessions(db: Db, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const now = Date.now();
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, actor.id), ne(session.id, actor.sessionId)))
      .returning({ expiresAt: session.expiresAt, createdAt: session.createdAt });
    const open = ended.filter((s) => s.expiresAt.getTime() > now && s.createdAt.getTime() + SESSION_MAX_AGE_MS > now).length;
    await logActivity(tx, actor, 'Uscita Altri Dispositivi', open === 1 ? '1 sessione chiusa' : `${open} sessioni chiuse`);
    return open;
  });
}
