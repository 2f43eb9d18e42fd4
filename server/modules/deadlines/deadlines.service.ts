import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  BOI_COUNTRY_CODE,
  LLC_PATTERN,
  boiDeadlineFor,
  boiDeadlineId,
  boiDueSoonIncorporationWindow,
  boiIncorporationWindow,
  clientIdOfBoiDeadline,
  computeDeadlines,
  isDueSoon,
  summarizeDeadlines,
  type Deadline,
  type DeadlineClient,
  type DeadlineCompletion,
  type DeadlineSummary,
} from '@domain/deadlines';
import { formatDateIt, todayIso } from '@domain/periods';
import { DEADLINE_PAGE_SIZE, type deadlineListQuerySchema } from '@domain/schemas/deadlines';
import type { z } from 'zod';
import type { Actor } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { clients, countries, deadlineCompletions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { scopeFor } from '../../http/guards';
import { logActivity } from '../activity/activity.service';

const completionId = sql<string>`'boi:' || ${clients.id}::text`;

/**
 * The clients that can owe a listed BOI deadline today, filtered in SQL (US,
 * LLC in the name, incorporated inside the window), each with its completion.
 * Role user: only clients whose user_id or linked_user_id is the caller.
 */
async function loadCandidates(db: DbOrTx, actor: Actor, today: string, extra?: SQL, window = boiIncorporationWindow(today)) {
  const scope = scopeFor(actor, 'read:deadlines');
  const rows = await db
    .select({
      id: clients.id,
      companyName: clients.companyName,
      incorporationDate: clients.incorporationDate,
      countryCode: clients.countryCode,
      countryName: countries.name,
      completedByName: deadlineCompletions.completedByName,
      completedAt: deadlineCompletions.completedAt,
    })
    .from(clients)
    .innerJoin(countries, eq(countries.isoCode, clients.countryCode))
    .leftJoin(deadlineCompletions, eq(deadlineCompletions.deadlineId, completionId))
    .where(
      and(
        eq(clients.countryCode, BOI_COUNTRY_CODE),
        between(clients.incorporationDate, window.from, window.to),
        // Tested on the few rows of the country and date window: `|| ''` keeps the planner from
        // also scanning the name's trigram index for 'llc' (a quarter of all clients, 10x slower).
        sql`(${clients.companyName} || '') ~* ${LLC_PATTERN}`,
        scope === 'own' ? or(eq(clients.userId, actor.id), eq(clients.linkedUserId, actor.id)) : undefined,
        extra,
      ),
    );
  const completions = new Map<string, DeadlineCompletion>();
  const candidates: DeadlineClient[] = rows.map((r) => {
    if (r.completedAt) {
      completions.set(boiDeadlineId(r.id), { completedByName: r.completedByName ?? '', completedAt: r.completedAt.toISOString() });
    }
    return { id: r.id, companyName: r.companyName, incorporationDate: r.incorporationDate, countryCode: r.countryCode, countryName: r.countryName };
  });
  return { candidates, completions };
}

/** Every deadline the actor may see today, soonest first (the shared rule of domain/deadlines.ts). */
export async function loadDeadlines(db: DbOrTx, actor: Actor, today = todayIso()): Promise<Deadline[]> {
  const { candidates, completions } = await loadCandidates(db, actor, today);
  return computeDeadlines(candidates, today, completions);
}

/** The tiles: total, due within 7 days, overdue, countries. */
export async function deadlineSummary(db: DbOrTx, actor: Actor, today = todayIso()): Promise<DeadlineSummary> {
  return summarizeDeadlines(await loadDeadlines(db, actor, today));
}

/** The dashboard's 7-day card: the same rule, reading only the clients whose deadline can fall in those days. */
export async function dueSoonCount(db: DbOrTx, actor: Actor, today = todayIso()): Promise<number> {
  const { candidates, completions } = await loadCandidates(db, actor, today, undefined, boiDueSoonIncorporationWindow(today));
  return computeDeadlines(candidates, today, completions).filter(isDueSoon).length;
}

export interface DeadlineList {
  items: Deadline[];
  /** Deadlines matching the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Over every deadline the actor may see, whatever the filters. */
  summary: DeadlineSummary;
  /** The country tabs: each country that has deadlines, with how many. */
  countries: { code: string; name: string; count: number }[];
  today: string;
}

export async function listDeadlines(
  db: Db,
  actor: Actor,
  query: z.output<typeof deadlineListQuerySchema>,
  today = todayIso(),
): Promise<DeadlineList> {
  const all = await loadDeadlines(db, actor, today);
  const byCountry = new Map<string, { code: string; name: string; count: number }>();
  for (const d of all) {
    const entry = byCountry.get(d.countryCode) ?? { code: d.countryCode, name: d.countryName, count: 0 };
    entry.count++;
    byCountry.set(d.countryCode, entry);
  }
  const needle = query.search?.toLocaleLowerCase('it');
  const filtered = all.filter(
    (d) =>
      (!query.priority || d.priority === query.priority) &&
      (!query.country || d.countryCode === query.country) &&
      (!needle || d.title.toLocaleLowerCase('it').includes(needle) || d.clientName.toLocaleLowerCase('it').includes(needle) || d.countryName.toLocaleLowerCase('it').includes(needle)),
  );
  const start = (query.page - 1) * DEADLINE_PAGE_SIZE;
  return {
    items: filtered.slice(start, start + DEADLINE_PAGE_SIZE),
    total: filtered.length,
    page: query.page,
    pageSize: DEADLINE_PAGE_SIZE,
    summary: summarizeDeadlines(all),
    countries: [...byCountry.values()].sort((a, b) => a.name.localeCompare(b.name, 'it')),
    today,
  };
}

/** The deadline `id` as listed today, or 404: completion applies only to deadlines that are shown. */
async function listedDeadline(db: DbOrTx, actor: Actor, id: string, today: string) {
  const clientId = clientIdOfBoiDeadline(id);
  if (!clientId) throw notFound('Scadenza non trovata');
  const { candidates, completions } = await loadCandidates(db, actor, today, eq(clients.id, clientId));
  const client = candidates[0];
  const deadline = client && boiDeadlineFor(client, today, completions.get(id) ?? null);
  if (!client || !deadline) throw notFound('Scadenza non trovata');
  return { client, deadline };
}

/** Staff mark a deadline Completato: kept with who and when, and logged. */
export async function completeDeadline(db: Db, actor: Actor, id: string, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { client, deadline } = await listedDeadline(tx, actor, id, today);
    const [saved] = await tx
      .insert(deadlineCompletions)
      .values({ deadlineId: deadline.id, completedBy: actor.id, completedByName: actor.name })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw conflict('Scadenza già completata');
    await logActivity(tx, actor, 'Completamento Scadenza', `${deadline.title} (scadenza ${formatDateIt(deadline.dueDate)})`);
    const completion = { completedByName: saved.completedByName, completedAt: saved.completedAt.toISOString() };
    return boiDeadlineFor(client, today, completion)!;
  });
}

/** Undoes a completion (a mistaken click): the deadline is open again, and that is logged too. */
export async function reopenDeadline(db: Db, actor: Actor, id: string, today = todayIso()): Promise<Deadline> {
  return db.transaction(async (tx) => {
    const { client, deadline } = await listedDeadline(tx, actor, id, today);
    const removed = await tx.delete(deadlineCompletions).where(eq(deadlineCompletions.deadlineId, deadline.id)).returning();
    if (removed.length === 0) throw conflict('La scadenza non è completata');
    await logActivity(tx, actor, 'Riapertura Scadenza', `${deadline.title} (scadenza ${formatDateIt(deadline.dueDate)})`);
    return boiDeadlineFor(client, today)!;
  });
}
