import { and, asc, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { type Role } from '@domain/policy';
import { profileCompletion } from '@domain/profile';
import { PENDING_PAGE_SIZE } from '@domain/schemas/dashboard';
import { CLIENT_NOT_FOUND } from '@domain/schemas/clients';
import type { Actor } from '../../platform/context';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { displayName } from '../../platform/db/display-name';
import { clients, countries, profiles, user, userCompanies, userRoles } from '../../platform/db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { refreshObligations } from '../deadlines/obligations';
import { profileCompletionOf } from '../profile/profile.service';
import { withProfileAndRole } from '../../platform/db/people';

/**
 * 'Approva Cliente': the users waiting for approval (spec part 1, section 4), the
 * decision on each, and the link of a sign-up to a company the firm already has.
 *
 * An entry is an account with role user that either owns a Client still
 * pending, or owns no Client yet but has a complete profile (name, address and
 * at least one company). Approva / Rifiuta need a complete profile; otherwise
 * the entry reads 'In attesa'.
 */

export interface PendingEntry {
  userId: string;
  userName: string;
  email: string;
  address: string;
  companyName: string | null;
  countryName: string | null;
  clientId: string | null;
  profileComplete: boolean;
  createdAt: string;
}

const isRoleUser = exists(
  sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'user')`,
);
const pendingClientOf = sql`(select 1 from ${clients} where ${clients.userId} = ${user.id} and ${clients.approvalStatus} = 'pending')`;
const anyClientOf = sql`(select 1 from ${clients} where ${clients.userId} = ${user.id})`;
const hasCompany = sql`(select 1 from ${userCompanies} where ${userCompanies.userId} = ${user.id})`;
const basicInfoComplete = and(sql`btrim(${profiles.fullName}) <> ''`, sql`btrim(${profiles.address}) <> ''`);

const pendingWhere = and(
  isRoleUser,
  or(exists(pendingClientOf), and(sql`not exists ${anyClientOf}`, exists(hasCompany), basicInfoComplete)),
);

export async function listPending(db: Db, page: number): Promise<{ entries: PendingEntry[]; total: number; page: number; pageSize: number }> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(pendingWhere);
  const rows = await db
    .select({
      userId: user.id,
      userName: displayName,
      email: user.email,
      fullName: profiles.fullName,
      address: profiles.address,
      createdAt: user.createdAt,
      client: sql<{ id: string; companyName: string; countryName: string | null } | null>`(
        select json_build_object('id', c.id, 'companyName', c.company_name, 'countryName', co.name)
        from ${clients} c left join ${countries} co on co.iso_code = c.country_code
        where c.user_id = ${user.id} and c.approval_status = 'pending'
        order by c.created_at limit 1)`,
      firstCompany: sql<{ companyName: string; countryName: string } | null>`(
        select json_build_object('companyName', uc.company_name, 'countryName', co.name)
        from ${userCompanies} uc join ${countries} co on co.iso_code = uc.country_code
        where uc.user_id = ${user.id}
        order by uc.created_at, uc.id limit 1)`,
      companyCount: sql<number>`(select count(*)::int from ${userCompanies} where ${userCompanies.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(pendingWhere)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(PENDING_PAGE_SIZE)
    .offset((page - 1) * PENDING_PAGE_SIZE);
  const entries = rows.map((r) => {
    const completion = profileCompletion({ fullName: r.fullName, address: r.address, companyCount: r.companyCount });
    return {
      userId: r.userId,
      userName: r.userName,
      email: r.email,
      address: r.address ?? '',
      companyName: r.client?.companyName ?? r.firstCompany?.companyName ?? null,
      countryName: r.client?.countryName ?? r.firstCompany?.countryName ?? null,
      clientId: r.client?.id ?? null,
      profileComplete: completion.complete,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { entries, total, page, pageSize: PENDING_PAGE_SIZE };
}

/** The role-user account, locked for the decision, with its profile and its Client (the one named, if any); 404 otherwise. */
async function pendingUser(tx: Tx, userId: string, clientId?: string) {
  const [row] = await withProfileAndRole(tx.select({ id: user.id, name: displayName, fullName: profiles.fullName, address: profiles.address, role: userRoles.role }).from(user).$dynamic())
    .where(eq(user.id, userId))
    .for('update', { of: user });
  if (!row || row.role !== ('user' satisfies Role)) throw notFound('Utente non trovato');
  // The account's Client: the one named, or else the pending one if there is one, else its first.
  const [client] = await tx
    .select({ id: clients.id, companyName: clients.companyName, approvalStatus: clients.approvalStatus })
    .from(clients)
    .where(and(eq(clients.userId, userId), clientId ? eq(clients.id, clientId) : undefined))
    .orderBy(sql`${clients.approvalStatus} = 'pending' desc`, asc(clients.createdAt))
    .limit(1)
    .for('update');
  if (clientId && !client) throw notFound(CLIENT_NOT_FOUND);
  return { ...row, client: client ?? null };
}

export const NOT_PENDING = 'Il cliente non è in attesa di approvazione';
export const INCOMPLETE_PROFILE_MESSAGE = 'Il cliente deve completare il profilo prima di essere approvato.';

/**
 * Approva / Rifiuta. The account's pending Client (or the one named, from the
 * client list) takes the decision; an account without a Client gets one made
 * from its profile and first company. Both need a complete profile.
 */
export async function decide(
  db: Db,
  actor: Actor,
  userId: string,
  decision: 'approved' | 'rejected',
  clientId?: string,
): Promise<{ clientId: string; companyName: string }> {
  return db.transaction(async (tx) => {
    const target = await pendingUser(tx, userId, clientId);
    const completion = await profileCompletionOf(tx, userId);
    if (!completion.complete) throw new AppError(422, 'PROFILE_INCOMPLETE', INCOMPLETE_PROFILE_MESSAGE);
    let client: { id: string; companyName: string };
    if (target.client) {
      if (target.client.approvalStatus !== 'pending') throw conflict(NOT_PENDING);
      await tx.update(clients).set({ approvalStatus: decision, updatedAt: new Date() }).where(eq(clients.id, target.client.id));
      await refreshObligations(tx, [target.client.id]);
      client = target.client;
    } else {
      const [company] = await tx
        .select({ companyName: userCompanies.companyName, countryCode: userCompanies.countryCode })
        .from(userCompanies)
        .where(eq(userCompanies.userId, userId))
        .orderBy(asc(userCompanies.createdAt), asc(userCompanies.id))
        .limit(1);
      const [created] = await tx
        .insert(clients)
        .values({
          userId,
          companyName: company!.companyName,
          countryCode: company!.countryCode,
          fullName: target.name,
          residentialAddress: target.address || null,
          approvalStatus: decision,
        })
        .returning({ id: clients.id, companyName: clients.companyName });
      client = created!;
      await refreshObligations(tx, [client.id]);
    }
    const verb = decision === 'approved' ? 'approvato' : 'rifiutato';
    await logActivity(tx, actor, decision === 'approved' ? 'Approvazione Cliente' : 'Rifiuto Cliente', `Cliente "${client.companyName}" (${target.name}) ${verb}`);
    return { clientId: client.id, companyName: client.companyName };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Links a pending user to an existing company of the Client list: the user's
 * Client takes that company's name, country, legal form and year end and stays pending; one is
 * created when the user has none.
 */
export async function linkCompany(db: Db, actor: Actor, userId: string, companyClientId: string): Promise<{ clientId: string; companyName: string }> {
  return db.transaction(async (tx) => {
    const [company] = UUID.test(companyClientId)
      ? await tx
          .select({
            companyName: clients.companyName,
            countryCode: clients.countryCode,
            entityType: clients.entityType,
            financialYearEnd: clients.financialYearEnd,
          })
          .from(clients)
          .where(eq(clients.id, companyClientId))
      : [];
    if (!company) throw notFound('Società non trovata');
    const target = await pendingUser(tx, userId);
    let clientId: string;
    if (target.client) {
      if (target.client.approvalStatus !== 'pending') throw conflict(NOT_PENDING);
      await tx
        .update(clients)
        .set({ ...company, approvalStatus: 'pending', updatedAt: new Date() })
        .where(eq(clients.id, target.client.id));
      clientId = target.client.id;
    } else {
      const [created] = await tx
        .insert(clients)
        .values({ userId, ...company, fullName: target.name, approvalStatus: 'pending' })
        .returning({ id: clients.id });
      clientId = created!.id;
    }
    await refreshObligations(tx, [clientId]);
    await logActivity(tx, actor, 'Link Pending-Company', `${target.name} collegato alla società "${company.companyName}"`);
    return { clientId, companyName: company.companyName };
  });
}

/** Companies of the Client list to link to, by name (at most 20). */
export async function searchCompanies(db: Db, search: string): Promise<{ id: string; companyName: string; countryName: string | null }[]> {
  return db
    .select({ id: clients.id, companyName: clients.companyName, countryName: countries.name })
    .from(clients)
    .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
    .where(search ? ilike(clients.companyName, likePattern(search)) : undefined)
    .orderBy(asc(clients.companyName), asc(clients.id))
    .limit(20);
}
