import { and, asc, count, countDistinct, desc, eq, exists, ilike, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { dashboardCards, orderTeam } from '@domain/dashboard';
import { scopeOf, STAFF_ROLES, type Role, type StaffRole } from '@domain/policy';
import { profileCompletion, type ProfileCompletion } from '@domain/profile';
import { PENDING_PAGE_SIZE } from '@domain/schemas/dashboard';
import type { Actor } from '../../context';
import type { Db, Tx } from '../../db/client';
import { likePattern } from '../../db/like';
import { displayName } from '../../db/display-name';
import { bankApplications, clientCounts, clients, countries, profiles, user, userCompanies, userRoles } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { logActivity } from '../activity/activity.service';
import { countedClients } from '../clients/clients.service';
import { dueSoonCount } from '../deadlines/deadlines.service';
import { refreshObligations } from '../deadlines/obligations';
import { avatarUrlOf } from '../profile/profile.service';

// ---------------------------------------------------------------------------
// Summary: the profile-completion card and the stat cards the caller may open.

export interface DashboardStats {
  /** All clients (staff). */
  clients?: number;
  /** Countries the clients are incorporated in (staff). */
  countries?: number;
  /** Bank applications: all of them for proprietario and admin, one's own for role user. */
  bankApplications?: number;
  /** Open deadlines due within 7 days (domain/deadlines.ts), for the deadlines the caller may see. */
  upcomingDeadlines?: number;
  /** The admin-panel card (a link, no figure). */
  adminPanel?: true;
}

export interface DashboardSummary {
  /** Only for role user. */
  profileCompletion: ProfileCompletion | null;
  stats: DashboardStats;
}

async function completionOf(db: Db | Tx, userId: string): Promise<ProfileCompletion> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      address: profiles.address,
      companies: sql<number>`(select count(*)::int from ${userCompanies} where ${userCompanies.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return profileCompletion({ fullName: row?.fullName, address: row?.address, companyCount: row?.companies ?? 0 });
}

type CountedCard = 'clients' | 'countries' | 'bankApplications';

/** The cards of the caller's role (domain/dashboard.ts), with their counts. */
export async function dashboardSummary(db: Db, actor: Actor): Promise<DashboardSummary> {
  const cards = new Set(dashboardCards(actor.role));
  // The counted cards come from one statement, a subquery each: a round trip to the
  // database costs more than these counts themselves.
  const counts = new Map<CountedCard, SQLWrapper>();
  if (cards.has('clients')) counts.set('clients', countedClients(db, {}));
  // Countries that have clients, from the kept counts (a few hundred rows).
  if (cards.has('countries')) counts.set('countries', db.select({ n: countDistinct(clientCounts.countryCode) }).from(clientCounts));
  if (cards.has('bankApplications')) {
    const own = scopeOf(actor.role, 'read:bank-applications') === 'own';
    counts.set('bankApplications', db.select({ n: count() }).from(bankApplications).where(own ? eq(bankApplications.userId, actor.id) : undefined));
  }
  const [counted, upcomingDeadlines, completion] = await Promise.all([
    counts.size
      ? db.execute<Record<CountedCard, number>>(
          sql`select ${sql.join([...counts].map(([card, query]) => sql`${query}::int as ${sql.identifier(card)}`), sql`, `)}`,
        )
      : null,
    cards.has('upcomingDeadlines') ? dueSoonCount(db, actor) : undefined,
    actor.role === 'user' ? completionOf(db, actor.id) : null,
  ]);
  const stats: DashboardStats = { ...counted?.rows[0] };
  if (upcomingDeadlines !== undefined) stats.upcomingDeadlines = upcomingDeadlines;
  if (cards.has('adminPanel')) stats.adminPanel = true;
  return { profileCompletion: completion, stats };
}

// ---------------------------------------------------------------------------
// TEAM panel

export interface TeamMember {
  id: string;
  fullName: string;
  role: StaffRole;
  avatarUrl: string | null;
  createdAt: string;
}

/** Staff (proprietario, admin, moderatore) in the panel's order; the owner apart. */
export async function listTeam(db: Db): Promise<{ owner: TeamMember | null; members: TeamMember[] }> {
  const rows = await db
    .select({
      id: user.id,
      fullName: displayName,
      role: userRoles.role,
      avatarKey: profiles.avatarKey,
      profileUpdatedAt: profiles.updatedAt,
      createdAt: user.createdAt,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(userRoles.role, [...STAFF_ROLES]))
    .orderBy(asc(user.createdAt))
    .limit(500);
  const team: TeamMember[] = rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    role: r.role as StaffRole,
    avatarUrl: r.profileUpdatedAt ? avatarUrlOf(r.id, r.avatarKey, r.profileUpdatedAt) : null,
    createdAt: r.createdAt.toISOString(),
  }));
  const { owner, others } = orderTeam(team);
  return { owner, members: others };
}

// ---------------------------------------------------------------------------
// 'Approva Cliente': pending users (spec part 1, section 4).
//
// An entry is an account with role user that either owns a Client still
// pending, or owns no Client yet but has a complete profile (name, address and
// at least one company). Approva / Rifiuta need a complete profile; otherwise
// the entry reads 'In attesa'.

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
  const [row] = await tx
    .select({ id: user.id, name: displayName, fullName: profiles.fullName, address: profiles.address, role: userRoles.role })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id))
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
  if (clientId && !client) throw notFound('Cliente non trovato');
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
    const completion = await completionOf(tx, userId);
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
