import { eq } from 'drizzle-orm';
import type { RequestItemFields, RequestStatus } from '@domain/schemas/requests';
import { addDays, todayIso } from '@domain/periods';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { documentRequests, requestFiles, requestItems, requestTemplates, requestTemplateItems } from '../../platform/db/schema';
import { newFileKey } from '../../platform/files/storage';
import { makePdf } from './pdf';

/** An item as most requests have it: one PDF or photo, kept private among the client's documents. */
export function itemFields(name: string, overrides: Partial<RequestItemFields> = {}): RequestItemFields {
  return { name, description: '', requiresFile: true, maxFiles: 1, accessLevel: 'private', category: 'Altri', ...overrides };
}

/**
 * A request of a client with its items, written directly (no activity, no e-mail): 'open'
 * by default, as if sent. Shared by tests and the demo seed. Returns the request and its items' ids.
 */
export async function createRequestRow(
  db: DbOrTx,
  input: { clientId: string; title?: string; dueDate?: string; status?: RequestStatus; items?: RequestItemFields[] },
): Promise<{ id: string; itemIds: string[] }> {
  const status = input.status ?? 'open';
  const [request] = await db
    .insert(documentRequests)
    .values({ clientId: input.clientId, title: input.title ?? 'Documenti per la costituzione', dueDate: input.dueDate ?? addDays(todayIso(), 14), status, sentAt: status === 'draft' ? null : new Date() })
    .returning({ id: documentRequests.id });
  const items = input.items ?? [itemFields('Passaporto')];
  const rows = items.length
    ? await db
        .insert(requestItems)
        .values(items.map((item, position) => ({ ...item, requestId: request!.id, position })))
        .returning({ id: requestItems.id })
    : [];
  return { id: request!.id, itemIds: rows.map((r) => r.id) };
}

/** A PDF put into an item, stored like an upload; the item goes 'submitted'. Returns the file's id. */
export async function createRequestFileRow(ctx: Pick<AppContext, 'db' | 'storage'>, itemId: string, fileName = 'passaporto.pdf'): Promise<string> {
  const key = newFileKey('documents');
  const size = await ctx.storage.put(key, makePdf([[fileName]]));
  const [row] = await ctx.db.insert(requestFiles).values({ itemId, fileKey: key, fileName, fileSize: size, contentType: 'application/pdf' }).returning({ id: requestFiles.id });
  await ctx.db.update(requestItems).set({ status: 'submitted' }).where(eq(requestItems.id, itemId));
  return row!.id;
}

export async function createTemplateRow(db: DbOrTx, name = 'Modello di prova', items: RequestItemFields[] = [itemFields('Passaporto')]): Promise<string> {
  const [row] = await db.insert(requestTemplates).values({ name }).returning({ id: requestTemplates.id });
  await db.insert(requestTemplateItems).values(items.map((item, position) => ({ ...item, templateId: row!.id, position })));
  return row!.id;
}
