import { scopeOf, type Permission, type Role, type Scope } from '@domain/policy';
import { forbidden } from './errors';

/** The signed-in person as every service sees them. */
export interface Actor {
  id: string;
  email: string;
  /** Full name from the profile, falling back to the account name. */
  name: string;
  /** The time zone chosen in the profile (its default without a profile row); instants shown to them are written in it. Absent for actors that are not a signed-in person. */
  timeZone?: string;
  role: Role | null;
  sessionId: string;
  /** Whether the account signs in with a second factor (false when not given). */
  twoFactorEnabled?: boolean;
  /** Staff required to use two-factor sign-in who have not set it up: refused everything but the setup. */
  twoFactorSetupRequired?: boolean;
  /** An account without a name of its own (the first proprietario without OWNER_NAME): the app asks for it. */
  nameRequired?: boolean;
}

/** The scope the actor holds for a permission already checked by requirePermission (http/guards.ts). */
export function scopeFor(actor: Actor, permission: Permission): Scope {
  const scope = scopeOf(actor.role, permission);
  if (!scope) throw forbidden();
  return scope;
}
