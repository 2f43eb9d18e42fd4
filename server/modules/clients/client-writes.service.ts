import { eq, inArray, sql } from 'drizzle-orm';
import { defaultYearEnd } from '@domain/compliance/accounting-periods';
import { isEntityTypeOf } from '@domain/compliance/entity-types';
import { todayIso } from '@domain/periods';
import { countOf, plural } from '@domain/plural';
import { ENTITY_TYPE_NOT_OF_COUNTRY, CLIENT_DATE_COUNTRIES, CLIENT_FIELDS, CLIENT_FIELD_NAMES, bulkChanges, type BulkUpdate, type ClientField, type CreateClient, type InlineUpdate, type UpdateClient } from '@domain/schemas/clients';
import type { Actor } from '../../platform/context';
import { boundRowLockWait, type Db, type DbOrTx } from '../../platform/db/client';
import { clients, countries, profiles, user, userCompanies } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { createAccount } from '../accounts/accounts.service';
import { logActivity } from '../activity/activity.service';
import { keepFileOfDeletedClient } from '../aml/reviews.service';
import { changesObligationInputs, refreshObligations } from '../deadlines/obligations';
import { COUNTRY_NOT_IN_LIST, findClient, type ClientView } from './clients.service';

/**
 * The writes of a client: Nuovo Cliente, Modifica Cliente, the inline and bulk
 * edits, deletion and the client made from a folder, each in one transaction
 * with its activity entry and the refresh of its obligations.
 */
/**
 * The declared fields of a validated form, as they are written: every field the declaration
 * has, none forgotten. A field left out of the input (undefined) is left as it is: the
 * column's default on insert, unchanged on update.
 */
function fieldValues<T extends Pick<CreateClient, ClientField>>(input: T): Pick<T, ClientField> {
  return Object.fromEntries(CLIENT_FIELD_NAMES.map((name) => [name, input[name]])) as Pick<T, ClientField>;
}

async function assertCountry(db: DbOrTx, code: string | null | undefined, field = 'countryCode'): Promise<void> {
  if (!code) return;
  const [row] = await db.select({ isoCode: countries.isoCode }).from(countries).where(eq(countries.isoCode, code));
  if (!row) throw badRequest(COUNTRY_NOT_IN_LIST, { [field]: COUNTRY_NOT_IN_LIST });
}

/**
 * Nuovo Cliente: the client's login (role user, e-mail confirmed) and its Client row,
 * approved because staff created it, in one transaction with the activity entry.
 */
export async function createClient(db: Db, actor: Actor, input: CreateClient): Promise<ClientView> {
  return db.transaction(async (tx) => {
    await assertCountry(tx, input.countryCode);
    let account: { id: string };
    try {
      account = await createAccount(tx, { email: input.email, password: input.password, fullName: input.fullName, role: 'user' });
    } catch (err) {
      if (err instanceof AppError && err.status === 409) throw new AppError(409, err.code, err.message, { email: err.message });
      throw err;
    }
    if (input.residentialAddress) await tx.update(profiles).set({ address: input.residentialAddress }).where(eq(profiles.id, account.id));
    if (input.countryCode) await tx.insert(userCompanies).values({ userId: account.id, companyName: input.companyName, countryCode: input.countryCode });
    const [created] = await tx
      .insert(clients)
      .values({
        ...fieldValues(input),
        financialYearEnd: input.financialYearEnd ?? defaultYearEnd(input.countryCode, input.incorporationDate),
        userId: account.id,
        approvalStatus: 'approved',
      })
      .returning({ id: clients.id });
    await refreshObligations(tx, [created!.id]);
    await logActivity(tx, actor, 'Creazione Cliente', `Creato il cliente "${input.companyName}" con accesso all'app (${input.email.trim().toLowerCase()})`);
    return findClient(tx, created!.id);
  });
}

/** Modifica Cliente: every field of the form, the linked user included. */
export async function updateClient(db: Db, actor: Actor, id: string, input: UpdateClient): Promise<ClientView> {
  return db.transaction(async (tx) => {
    await boundRowLockWait(tx);
    await findClient(tx, id);
    await assertCountry(tx, input.countryCode);
    if (input.linkedUserId) {
      const [linked] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.linkedUserId));
      if (!linked) throw badRequest('Utente non trovato', { linkedUserId: 'Utente non trovato' });
    }
    await tx
      .update(clients)
      .set({
        ...fieldValues(input),
        financialYearEnd: input.financialYearEnd ?? defaultYearEnd(input.countryCode, input.incorporationDate),
        linkedUserId: input.linkedUserId,
        updatedAt: new Date(),
      })
      .where(eq(clients.id, id));
    await refreshObligations(tx, [id]);
    await logActivity(tx, actor, 'Modifica Cliente', `Modificato il cliente "${input.companyName}"`);
    return findClient(tx, id);
  });
}

/** Inline cell edit: one field of one client. */
export async function updateClientField(db: Db, actor: Actor, id: string, input: InlineUpdate): Promise<ClientView> {
  return db.transaction(async (tx) => {
    await boundRowLockWait(tx);
    const before = await findClient(tx, id);
    const changes: Partial<typeof clients.$inferInsert> = { [input.field]: input.value };
    // A year end cleared goes back to the country's default; one never chosen (the default of the
    // old country and date) follows a new country or incorporation date.
    if (input.field === 'financialYearEnd' && input.value === null) changes.financialYearEnd = defaultYearEnd(before.countryCode, before.incorporationDate);
    if ((input.field === 'countryCode' || input.field === 'incorporationDate') && before.financialYearEnd === defaultYearEnd(before.countryCode, before.incorporationDate)) {
      const after = { countryCode: before.countryCode, incorporationDate: before.incorporationDate, [input.field]: input.value };
      changes.financialYearEnd = defaultYearEnd(after.countryCode, after.incorporationDate);
    }
    if (input.field === 'countryCode') {
      await assertCountry(tx, input.value, 'value');
      // The legal form belongs to the old country: a new country leaves it to be chosen again,
      // and drops a date the new country's clients are not asked.
      if (input.value !== before.countryCode) {
        changes.entityType = null;
        for (const [field, { applies }] of Object.entries(CLIENT_DATE_COUNTRIES)) if (!applies(input.value)) changes[field as keyof typeof CLIENT_DATE_COUNTRIES] = null;
      }
    }
    if (input.field === 'entityType') assertEntityType(before.countryCode, input.value, 'value');
    await tx
      .update(clients)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(clients.id, id));
    if (changesObligationInputs([input.field])) await refreshObligations(tx, [id]);
    const company = input.field === 'companyName' ? input.value : before.companyName;
    await logActivity(tx, actor, 'Modifica Cliente', `Modificato il campo "${CLIENT_FIELDS[input.field].label}" del cliente "${company}"`);
    return findClient(tx, id);
  });
}

const MIXED_COUNTRIES = 'Il tipo di società si può impostare solo per clienti dello stesso paese';

function assertEntityType(countryCode: string | null, entityType: string | null | undefined, field = 'entityType'): void {
  if (entityType && !isEntityTypeOf(countryCode, entityType)) throw badRequest(ENTITY_TYPE_NOT_OF_COUNTRY, { [field]: ENTITY_TYPE_NOT_OF_COUNTRY });
}

/**
 * The country a bulk edit's legal form must belong to: the new country when the edit sets
 * one, otherwise the one country all the selected clients share.
 */
async function bulkEntityTypeCountry(tx: DbOrTx, ids: string[], countryCode: string | undefined): Promise<string | null> {
  if (countryCode) return countryCode;
  const found = await tx.selectDistinct({ countryCode: clients.countryCode }).from(clients).where(inArray(clients.id, ids)).limit(2);
  if (found.length > 1) throw badRequest(MIXED_COUNTRIES, { entityType: MIXED_COUNTRIES });
  return found[0]?.countryCode ?? null;
}

/** Modifica Bulk: the non-blank fields, for every selected client. Returns how many were updated. */
export async function bulkUpdateClients(db: Db, actor: Actor, input: BulkUpdate): Promise<{ updated: number }> {
  const changes = bulkChanges(input);
  const fields = Object.keys(changes) as (keyof typeof changes)[];
  if (!fields.length) throw badRequest('Compila almeno un campo da modificare');
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    await boundRowLockWait(tx);
    await assertCountry(tx, changes.countryCode);
    if (changes.entityType) assertEntityType(await bulkEntityTypeCountry(tx, ids, changes.countryCode), changes.entityType);
    // A new country without a form clears the forms of the clients it moves.
    const entityType =
      changes.countryCode && !changes.entityType
        ? sql`case when ${clients.countryCode} is distinct from ${changes.countryCode} then null else ${clients.entityType} end`
        : changes.entityType;
    const updated = await tx
      .update(clients)
      .set({ ...changes, entityType, updatedAt: new Date() })
      .where(inArray(clients.id, ids))
      .returning({ id: clients.id });
    if (!updated.length) throw notFound('Nessuno dei clienti selezionati esiste più');
    if (changesObligationInputs(fields)) await refreshObligations(tx, updated.map((u) => u.id));
    const labels = fields.map((f) => CLIENT_FIELDS[f].label).join(', ');
    await logActivity(tx, actor, 'Modifica Bulk', `${plural(updated.length, ['Modificato', 'Modificati'])} ${countOf(updated.length, ['cliente', 'clienti'])} (${labels})`);
    return { updated: updated.length };
  });
}

/** Deletes a client; its documents go with it, and their stored files are released with the rows. */
export async function deleteClient(db: Db, actor: Actor, id: string): Promise<{ companyName: string }> {
  return db.transaction(async (tx) => {
    const client = await findClient(tx, id);
    // Its AML file stays, without the client, until the end of its retention.
    await keepFileOfDeletedClient(tx, id, todayIso());
    await tx.delete(clients).where(eq(clients.id, id));
    await logActivity(tx, actor, 'Eliminazione Cliente', `Eliminato il cliente "${client.companyName}"`);
    return { companyName: client.companyName };
  });
}

/** Carica Cartella Clienti, first step: the client the folder becomes (name only, created by staff). */
export async function createFolderClient(db: Db, actor: Actor, companyName: string): Promise<ClientView> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(clients).values({ companyName, approvalStatus: 'approved' }).returning({ id: clients.id });
    await refreshObligations(tx, [created!.id]);
    await logActivity(tx, actor, 'Caricamento Cartella', `Creato il cliente "${companyName}" dal caricamento di una cartella`);
    return findClient(tx, created!.id);
  });
}
