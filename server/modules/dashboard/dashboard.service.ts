import { asc, count, countDistinct, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { dashboardCards, orderTeam } from '@domain/dashboard';
import { scopeOf, STAFF_ROLES, type StaffRole } from '@domain/policy';
import type { ProfileCompletion } from '@domain/profile';
import type { Actor } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { displayName } from '../../platform/db/display-name';
import { bankApplicationCounts, bankApplications, clientCounts, profiles, user, userRoles } from '../../platform/db/schema';
import { countedClients } from '../clients/clients.service';
import { dueSoonCount } from '../deadlines/deadlines.service';
import { avatarUrlOf, profileCompletionOf } from '../profile/profile.service';

/**
 * The dashboard: the profile-completion card and the stat cards the caller may
 * open, and the team. Approvals are in modules/approvals.
 */

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
    // A role user's own, through their index; everyone's from the kept count (migration 0043).
    counts.set(
      'bankApplications',
      own
        ? db.select({ n: count() }).from(bankApplications).where(eq(bankApplications.userId, actor.id))
        : db.select({ n: sql<number>`coalesce(sum(${bankApplicationCounts.applications}), 0)` }).from(bankApplicationCounts),
    );
  }
  const [counted, upcomingDeadlines, completion] = await Promise.all([
    counts.size
      ? db.execute<Record<CountedCard, number>>(
          sql`select ${sql.join([...counts].map(([card, query]) => sql`${query}::int as ${sql.identifier(card)}`), sql`, `)}`,
        )
      : null,
    cards.has('upcomingDeadlines') ? dueSoonCount(db, actor) : undefined,
    actor.role === 'user' ? profileCompletionOf(db, actor.id) : null,
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
