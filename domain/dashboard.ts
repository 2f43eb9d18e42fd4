import { can, type Role } from './policy';

/** Recent activity on the dashboard: this many entries. */
export const DASHBOARD_ACTIVITY_LIMIT = 4;

export type DashboardCard = 'clients' | 'countries' | 'bankApplications' | 'upcomingDeadlines' | 'adminPanel';

/** The stat cards of a role, in order: each only when the role may open the page it counts and links to. */
export function dashboardCards(role: Role | null): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (can(role, 'read:clients')) cards.push('clients', 'countries');
  if (can(role, 'read:bank-applications')) cards.push('bankApplications');
  if (can(role, 'read:deadlines')) cards.push('upcomingDeadlines');
  if (can(role, 'read:admin-panel')) cards.push('adminPanel');
  return cards;
}

export interface TeamMemberBase {
  id: string;
  fullName: string;
  role: Role;
  /** When the account was created (ISO string or Date); the earliest proprietario is the owner. */
  createdAt: string | Date;
}

/** Staff roles in their preferred order after the owner. */
const ROLE_RANK: Record<Role, number> = { proprietario: 0, admin: 1, moderatore: 2, user: 3 };

const collator = new Intl.Collator('it-IT', { sensitivity: 'base' });
const time = (v: string | Date) => (typeof v === 'string' ? new Date(v) : v).getTime();

/**
 * The TEAM panel order: the owner (the first proprietario by creation) alone at
 * the top, then the other members by role (proprietario, admin, moderatore),
 * then alphabetically by name (Italian collation). Returns the owner
 * separately so it can be highlighted.
 */
export function orderTeam<T extends TeamMemberBase>(members: readonly T[]): { owner: T | null; others: T[] } {
  const owners = members.filter((m) => m.role === 'proprietario').sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id.localeCompare(b.id));
  const owner = owners[0] ?? null;
  const others = members
    .filter((m) => m !== owner)
    .sort((a, b) => ROLE_RANK[a.role] - ROLE_RANK[b.role] || collator.compare(a.fullName.trim(), b.fullName.trim()) || a.id.localeCompare(b.id));
  return { owner, others };
}

export type RoleBadgeIcon = 'crown' | 'star' | 'diamond';

/** Role badges of the TEAM panel: proprietario a crown, moderatore and admin a star, others a diamond. */
export function roleBadgeIcon(role: Role | null | undefined): RoleBadgeIcon {
  if (role === 'proprietario') return 'crown';
  if (role === 'admin' || role === 'moderatore') return 'star';
  return 'diamond';
}
