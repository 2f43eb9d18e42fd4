import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentCategory } from '@domain/schemas/documents';
import type { RequestItemFields, templateSchema } from '@domain/schemas/requests';
import type { Actor } from '../../platform/actor';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { requestTemplateItems, requestTemplates } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';

/** The firm's request templates: a named checklist a request starts from. */

export const TEMPLATE_NOT_FOUND = 'Modello non trovato';

export interface RequestTemplate {
  id: string;
  name: string;
  description: string;
  archived: boolean;
  items: RequestItemFields[];
  updatedAt: string;
}

export const itemFieldColumns = {
  name: requestTemplateItems.name,
  description: requestTemplateItems.description,
  requiresFile: requestTemplateItems.requiresFile,
  maxFiles: requestTemplateItems.maxFiles,
  accessLevel: requestTemplateItems.accessLevel,
  category: requestTemplateItems.category,
};

/** The templates, active or archived, each with its items in order. */
export async function listTemplates(db: Db, archived: boolean): Promise<RequestTemplate[]> {
  const templates = await db
    .select()
    .from(requestTemplates)
    .where(archived ? isNotNull(requestTemplates.archivedAt) : isNull(requestTemplates.archivedAt))
    .orderBy(asc(requestTemplates.name));
  if (templates.length === 0) return [];
  const items = await db
    .select({ templateId: requestTemplateItems.templateId, ...itemFieldColumns })
    .from(requestTemplateItems)
    .orderBy(asc(requestTemplateItems.templateId), asc(requestTemplateItems.position));
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    archived: t.archivedAt !== null,
    updatedAt: t.updatedAt.toISOString(),
    items: items.filter((i) => i.templateId === t.id).map(({ templateId: _t, ...fields }) => ({ ...fields, category: fields.category as DocumentCategory })),
  }));
}

/** A template's items, for a request that starts from it; 404 when it does not exist. */
export async function templateItems(db: DbOrTx, id: string): Promise<RequestItemFields[]> {
  const [template] = await db.select({ id: requestTemplates.id }).from(requestTemplates).where(eq(requestTemplates.id, id));
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const rows = await db.select(itemFieldColumns).from(requestTemplateItems).where(eq(requestTemplateItems.templateId, id)).orderBy(asc(requestTemplateItems.position));
  return rows.map((r) => ({ ...r, category: r.category as DocumentCategory }));
}

async function writeItems(tx: Tx, templateId: string, items: readonly RequestItemFields[]) {
  await tx.delete(requestTemplateItems).where(eq(requestTemplateItems.templateId, templateId));
  await tx.insert(requestTemplateItems).values(items.map((item, position) => ({ ...item, templateId, position })));
}

export async function createTemplate(db: Db, actor: Actor, input: z.output<typeof templateSchema>): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(requestTemplates).values({ name: input.name, description: input.description }).returning({ id: requestTemplates.id });
    await writeItems(tx, row!.id, input.items);
    await logActivity(tx, actor, 'Creazione Modello di Richiesta', `Modello "${input.name}" creato con ${input.items.length} voci`);
    return { id: row!.id };
  });
}

export async function updateTemplate(db: Db, actor: Actor, id: string, input: z.output<typeof templateSchema>): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(requestTemplates)
      .set({ name: input.name, description: input.description, updatedAt: new Date() })
      .where(eq(requestTemplates.id, id))
      .returning({ id: requestTemplates.id });
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    await writeItems(tx, id, input.items);
    await logActivity(tx, actor, 'Modifica Modello di Richiesta', `Modello "${input.name}" modificato`);
    return { id };
  });
}

/** Archives a template (it leaves the choice of new requests; requests made from it keep their items) or brings it back. */
export async function setTemplateArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(requestTemplates)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(requestTemplates.id, id))
      .returning({ name: requestTemplates.name });
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    await logActivity(tx, actor, archived ? 'Archiviazione Modello di Richiesta' : 'Ripristino Modello di Richiesta', `Modello "${row.name}" ${archived ? 'archiviato' : 'ripristinato'}`);
    return { id };
  });
}
