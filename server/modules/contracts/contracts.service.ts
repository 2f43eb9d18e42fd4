import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { contractUploadFieldsSchema, type ContractListQuery, type ContractSortColumn } from '@domain/schemas/contracts';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import type { AppContext, Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { contracts, profiles } from '../../platform/db/schema';
import { AppError, fieldErrorsOf, notFound } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/upload';
import { logActivity } from '../activity/activity.service';
import { discardUpload } from '../../platform/files/tracking';

export const CONTRACT_NOT_FOUND = 'Contratto non trovato.';

export interface ContractItem {
  id: string;
  title: string;
  description: string | null;
  fileName: string;
  fileSize: number;
  contentType: string;
  uploadedByName: string | null;
  createdAt: string;
}

const columns = {
  id: contracts.id,
  title: contracts.title,
  description: contracts.description,
  fileName: contracts.fileName,
  fileSize: contracts.fileSize,
  contentType: contracts.contentType,
  uploadedByName: profiles.fullName,
  createdAt: contracts.createdAt,
};

function toItem(row: Omit<ContractItem, 'createdAt'> & { createdAt: Date }): ContractItem {
  return { ...row, uploadedByName: row.uploadedByName || null, createdAt: row.createdAt.toISOString() };
}

const SORT_KEYS = {
  title: sql`lower(${contracts.title})`,
  createdAt: contracts.createdAt,
  fileSize: contracts.fileSize,
} satisfies Record<ContractSortColumn, unknown>;

/**
 * One page of contracts, searched in title, description and file name, sorted by the
 * chosen column (newest first without one), then the id so pages never overlap.
 */
export async function listContracts(db: Db, query: ContractListQuery): Promise<Paged<ContractItem>> {
  const pattern = query.q && likePattern(query.q);
  const where = pattern ? or(ilike(contracts.title, pattern), ilike(contracts.description, pattern), ilike(contracts.fileName, pattern)) : undefined;
  const inOrder = query.sort && query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contracts)
      .leftJoin(profiles, eq(profiles.id, contracts.uploadedBy))
      .where(where)
      .orderBy(inOrder(SORT_KEYS[query.sort ?? 'createdAt']), inOrder(contracts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(contracts).where(where),
  ]);
  return paged(rows.map(toItem), total?.n ?? 0, query);
}

async function getContract(db: Db, id: string): Promise<ContractItem> {
  const [row] = await db.select(columns).from(contracts).leftJoin(profiles, eq(profiles.id, contracts.uploadedBy)).where(eq(contracts.id, id)).limit(1);
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return toItem(row);
}

/**
 * Saves a file already streamed into storage as a contract, with its activity
 * entry in the same transaction. On any failure the stored file is removed.
 */
export async function createContract(ctx: AppContext, actor: Actor, file: ReceivedFile): Promise<ContractItem> {
  try {
    const parsed = contractUploadFieldsSchema.safeParse(file.fields);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      throw new AppError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? 'Dati non validi', fieldErrors);
    }
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contracts)
        .values({
          title: parsed.data.title,
          description: parsed.data.description,
          fileName: file.fileName,
          fileKey: file.key,
          fileSize: file.size,
          contentType: file.contentType,
          uploadedBy: actor.id,
        })
        .returning({ id: contracts.id });
      await logActivity(tx, actor, 'Caricamento Contratto', `Contratto "${parsed.data.title}" caricato`);
      return row!.id;
    });
    return await getContract(ctx.db, id);
  } catch (err) {
    await discardUpload(ctx, file.key);
    throw err;
  }
}

/** A contract's stored file. */
export async function openContractFile(ctx: Pick<AppContext, 'db' | 'storage'>, id: string) {
  const [row] = await ctx.db
    .select({ fileKey: contracts.fileKey, fileName: contracts.fileName, contentType: contracts.contentType })
    .from(contracts)
    .where(eq(contracts.id, id))
    .limit(1);
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  const file = await ctx.storage.get(row.fileKey);
  if (!file) throw notFound('Il file del contratto non è disponibile.');
  return { ...file, fileName: row.fileName, contentType: row.contentType };
}

/** Deletes a contract and its activity entry together; its stored file is released with the row. */
export async function deleteContract(db: Db, actor: Actor, id: string): Promise<{ deleted: number }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contracts).where(eq(contracts.id, id)).returning({ title: contracts.title });
    if (!row) throw notFound(CONTRACT_NOT_FOUND);
    await logActivity(tx, actor, 'Eliminazione Contratto', `Contratto "${row.title}" eliminato`);
  });
  return { deleted: 1 };
}
