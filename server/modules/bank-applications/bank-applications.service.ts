import { and, count, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  BANK_APPLICATION_STATUS_LABELS,
  canTransition,
  transitionRefusedMessage,
  type BankApplicationStatus,
} from '@domain/bank-applications';
import type { Scope } from '@domain/policy';
import type { z } from 'zod';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { BankApplicationListQuery, BankApplicationSortColumn, createBankApplicationSchema } from '@domain/schemas/bank-applications';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { displayName } from '../../platform/db/display-name';
import { bankApplications, profiles, user } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';

/**
 * Bank applications. Scope 'own' (role user) sees only the caller's rows,
 * even by id; 'any' (proprietario, admin) sees all and moves the status.
 */

const NOT_FOUND = 'Applicazione bancaria non trovata';

export interface BankApplicationRow {
  id: string;
  userId: string;
  applicantName: string;
  bankName: string;
  accountType: string;
  businessType: string | null;
  annualTurnover: string | null;
  description: string | null;
  status: BankApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

const selection = {
  id: bankApplications.id,
  userId: bankApplications.userId,
  applicantName: displayName,
  bankName: bankApplications.bankName,
  accountType: bankApplications.accountType,
  businessType: bankApplications.businessType,
  annualTurnover: bankApplications.annualTurnover,
  description: bankApplications.description,
  status: bankApplications.status,
  createdAt: bankApplications.createdAt,
  updatedAt: bankApplications.updatedAt,
};

function toRow(r: Omit<BankApplicationRow, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }): BankApplicationRow {
  return { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

function visibleTo(actor: Actor, scope: Scope): SQL | undefined {
  return scope === 'any' ? undefined : eq(bankApplications.userId, actor.id);
}

function joined(db: DbOrTx) {
  return db
    .select(selection)
    .from(bankApplications)
    .innerJoin(user, eq(user.id, bankApplications.userId))
    .leftJoin(profiles, eq(profiles.id, bankApplications.userId));
}

const SORT_KEYS = {
  bankName: sql`lower(${bankApplications.bankName})`,
  applicant: sql`lower(${displayName})`,
  annualTurnover: bankApplications.annualTurnover,
  status: bankApplications.status,
  createdAt: bankApplications.createdAt,
} satisfies Record<BankApplicationSortColumn, SQLWrapper>;

/** The chosen column either way, rows without a value last, then the id so pages never overlap. */
function inOrder(key: SQLWrapper, dir: 'asc' | 'desc'): SQL {
  return dir === 'asc' ? sql`${key} asc nulls last` : sql`${key} desc nulls last`;
}

/**
 * One page of the applications the caller may see, of one status or all, searched and
 * sorted (newest first without a sort), with the number of each status (the tabs).
 */
export async function listBankApplications(
  db: Db,
  actor: Actor,
  scope: Scope,
  query: BankApplicationListQuery,
): Promise<Paged<BankApplicationRow> & { counts: Record<BankApplicationStatus, number> }> {
  const visible = visibleTo(actor, scope);
  const pattern = query.q && likePattern(query.q);
  const search = pattern
    ? or(
        ilike(bankApplications.bankName, pattern),
        ilike(bankApplications.accountType, pattern),
        ilike(bankApplications.businessType, pattern),
        ilike(bankApplications.description, pattern),
        inArray(
          bankApplications.userId,
          db.select({ id: user.id }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(sql`${displayName} ilike ${pattern}`),
        ),
      )
    : undefined;
  const where = and(visible, search, query.status ? eq(bankApplications.status, query.status) : undefined);
  const dir = query.sort ? query.dir : 'desc';
  const [rows, [counted], byStatus] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(inOrder(SORT_KEYS[query.sort ?? 'createdAt'], dir), inOrder(bankApplications.id, dir))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(bankApplications).where(where),
    db.select({ status: bankApplications.status, n: count() }).from(bankApplications).where(and(visible, search)).groupBy(bankApplications.status),
  ]);
  const counts: Record<BankApplicationStatus, number> = { pending: 0, in_review: 0, approved: 0, rejected: 0 };
  for (const r of byStatus) counts[r.status] = r.n;
  return { ...paged(rows.map(toRow), counted?.n ?? 0, query), counts };
}

export async function getBankApplication(db: DbOrTx, actor: Actor, scope: Scope, id: string): Promise<BankApplicationRow> {
  const [row] = await joined(db).where(and(eq(bankApplications.id, id), visibleTo(actor, scope)));
  if (!row) throw notFound(NOT_FOUND);
  return toRow(row);
}

export async function createBankApplication(
  db: Db,
  actor: Actor,
  input: z.output<typeof createBankApplicationSchema>,
): Promise<BankApplicationRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bankApplications)
      .values({ ...input, userId: actor.id, status: 'pending' })
      .returning({ id: bankApplications.id });
    await logActivity(tx, actor, 'Creazione Applicazione Bancaria', `${input.bankName} - ${input.accountType}`);
    return getBankApplication(tx, actor, 'own', created!.id);
  });
}

/** Moves an application one step of the workflow; a refused step changes nothing. */
export async function changeBankApplicationStatus(db: Db, actor: Actor, id: string, to: BankApplicationStatus): Promise<BankApplicationRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bankApplications.status })
      .from(bankApplications)
      .where(eq(bankApplications.id, id))
      .for('update');
    if (!current) throw notFound(NOT_FOUND);
    if (!canTransition(current.status, to)) throw conflict(transitionRefusedMessage(current.status, to));
    await tx.update(bankApplications).set({ status: to, updatedAt: new Date() }).where(eq(bankApplications.id, id));
    const row = await getBankApplication(tx, actor, 'any', id);
    await logActivity(
      tx,
      actor,
      'Aggiornamento Applicazione Bancaria',
      `${row.bankName} - ${row.accountType} (${row.applicantName}): ${BANK_APPLICATION_STATUS_LABELS[current.status]} → ${BANK_APPLICATION_STATUS_LABELS[to]}`,
    );
    return row;
  });
}
