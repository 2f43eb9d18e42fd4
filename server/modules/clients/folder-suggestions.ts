import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SUGGESTION_LABELS, suggestFromText, type SuggestionField } from '@domain/client-suggestions';
import { formatDateIt, todayIso } from '@domain/periods';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { clients, countries, documents } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { refreshObligations } from '../deadlines/obligations';
import { findClient, type ClientView } from './clients.service';

/** A client field a document states, ready to be shown and, if staff accept it, applied. */
export interface ClientSuggestion {
  field: SuggestionField;
  /** The field's Italian label. */
  label: string;
  /** What accepting it writes: an ISO country code, a 'YYYY-MM-DD' date or text. */
  value: string;
  /** The value as a person reads it: the country's Italian name, dd/mm/yyyy. */
  display: string;
  /** The client's present value, as a person reads it, when it has a different one. */
  current: string | null;
  /** The line of the document the value stands in. */
  sentence: string;
  /** The title of that document. */
  documentTitle: string;
}

const SUGGESTIONS_GONE = 'I dati scelti non sono più da applicare: il cliente li ha già o i suoi documenti sono cambiati.';

/**
 * What the text of a client's PDFs states about the fields staff keep: for each field the
 * first value its documents give (oldest document first), the country only when it is in
 * the countries table. Values the client already has are left out; a different value the
 * client has is shown beside the suggestion, never replaced until staff accept it.
 */
async function suggestionsFor(db: DbOrTx, client: ClientView): Promise<ClientSuggestion[]> {
  const [texts, known] = await Promise.all([
    db
      .select({ title: documents.title, text: documents.contentText })
      .from(documents)
      .where(and(eq(documents.clientId, client.id), isNotNull(documents.contentText)))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
    db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries),
  ]);
  const countryName = new Map(known.map((c) => [c.isoCode, c.name]));
  const today = todayIso();
  const show = (field: SuggestionField, value: string | null) =>
    !value ? null : field === 'countryCode' ? (countryName.get(value) ?? value) : field === 'incorporationDate' ? formatDateIt(value) : value;

  const found = new Map<SuggestionField, ClientSuggestion>();
  for (const doc of texts) {
    for (const { field, value, sentence } of suggestFromText(doc.text ?? '', today, known)) {
      if (found.has(field) || (field === 'countryCode' && !countryName.has(value))) continue;
      found.set(field, { field, label: SUGGESTION_LABELS[field], value, display: show(field, value)!, current: null, sentence, documentTitle: doc.title });
    }
  }
  return [...found.values()].flatMap((s) => {
    const present = client[s.field] || null;
    return present === s.value ? [] : [{ ...s, current: show(s.field, present) }];
  });
}

/** The suggestions of a client's documents (Carica Cartella Clienti): nothing is written. */
export async function clientSuggestions(db: Db, id: string): Promise<{ suggestions: ClientSuggestion[] }> {
  return { suggestions: await suggestionsFor(db, await findClient(db, id)) };
}

/**
 * Applies the suggestions staff accepted, read again from the documents under the
 * client's lock (a value is never taken from the request), with their activity entry
 * and the obligations the new data change. Fields no longer suggested are skipped;
 * 409 when none is left.
 */
export async function acceptSuggestions(
  db: Db,
  actor: Actor,
  id: string,
  fields: readonly SuggestionField[],
): Promise<{ client: ClientView; applied: SuggestionField[] }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
    const before = await findClient(tx, id);
    const chosen = (await suggestionsFor(tx, before)).filter((s) => fields.includes(s.field));
    if (!chosen.length) throw new AppError(409, 'SUGGESTIONS_GONE', SUGGESTIONS_GONE);
    const changes: Partial<typeof clients.$inferInsert> = Object.fromEntries(chosen.map((s) => [s.field, s.value]));
    // The legal form belongs to the old country: a new country leaves it to be chosen again.
    if (changes.countryCode) changes.entityType = null;
    await tx
      .update(clients)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(clients.id, id));
    await refreshObligations(tx, [id]);
    const labels = chosen.map((s) => s.label).join(', ');
    await logActivity(tx, actor, 'Modifica Cliente', `Applicati al cliente "${before.companyName}" i dati letti dai documenti (${labels})`);
    return { client: await findClient(tx, id), applied: chosen.map((s) => s.field) };
  });
}
