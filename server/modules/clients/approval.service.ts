import { eq } from 'drizzle-orm';
import { CLIENT_FIELDS, CLIENT_NOT_FOUND, type ClientDecision } from '@domain/schemas/clients';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { clients, userRoles } from '../../platform/db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { decide, NOT_PENDING } from '../approvals/approvals.service';
import { refreshObligations } from '../deadlines/obligations';
import { findClient, getClientDetails, type ClientView } from './clients.service';


/** What a client without a login needs before it can be decided on (PRODUCT.md section 3). */
function missingFields(client: { companyName: string; fullName: string; countryCode: string | null }): string[] {
  const missing: string[] = [];
  if (!client.companyName.trim()) missing.push(CLIENT_FIELDS.companyName.label);
  if (!client.fullName.trim()) missing.push(CLIENT_FIELDS.fullName.label);
  if (!client.countryCode) missing.push(CLIENT_FIELDS.countryCode.label);
  return missing;
}

function incompleteMessage(missing: string[]): string {
  const list = missing.length > 1 ? `mancano ${missing.slice(0, -1).join(', ')} e ${missing.at(-1)}` : `manca ${missing[0]}`;
  return `Per approvare o rifiutare il cliente, completa prima i suoi dati: ${list}.`;
}

/**
 * Approva / Rifiuta from the client list. A client with a login follows the rule of the
 * 'Approva Cliente' panel (that person's profile must be complete); one without a client
 * login needs its company name, responsible person and country. Either way in one transaction
 * with the activity entry; only an approved client has obligations.
 */
export async function decideClient(db: Db, actor: Actor, id: string, decision: ClientDecision): Promise<ClientView> {
  const [found] = await db
    .select({ userId: clients.userId, loginRole: userRoles.role })
    .from(clients)
    .leftJoin(userRoles, eq(userRoles.userId, clients.userId))
    .where(eq(clients.id, id));
  if (!found) throw notFound(CLIENT_NOT_FOUND);
  // A login made staff, or whose role was taken, is no client's login any more: the data rule applies.
  if (found.userId && found.loginRole === 'user') {
    await decide(db, actor, found.userId, decision, id);
    return getClientDetails(db, id);
  }
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ companyName: clients.companyName, fullName: clients.fullName, countryCode: clients.countryCode, approvalStatus: clients.approvalStatus })
      .from(clients)
      .where(eq(clients.id, id))
      .for('update');
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    if (client.approvalStatus !== 'pending') throw conflict(NOT_PENDING);
    const missing = missingFields(client);
    if (missing.length) throw new AppError(422, 'CLIENT_INCOMPLETE', incompleteMessage(missing));
    await tx.update(clients).set({ approvalStatus: decision, updatedAt: new Date() }).where(eq(clients.id, id));
    await refreshObligations(tx, [id]);
    const verb = decision === 'approved' ? 'approvato' : 'rifiutato';
    await logActivity(tx, actor, decision === 'approved' ? 'Approvazione Cliente' : 'Rifiuto Cliente', `Cliente "${client.companyName}" (${client.fullName}) ${verb}`);
    return findClient(tx, id);
  });
}
