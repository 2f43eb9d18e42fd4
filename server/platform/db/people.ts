import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { profiles, user, userRoles } from './schema';

/**
 * People as the app reads them: an account (`user`) with its profile and its role, joined
 * once here. Pass a dynamic query from `user` (`db.select(fields).from(user).$dynamic()`);
 * `fields` may use `displayName`/`nameMissing` (display-name.ts). A deleted account keeps no
 * role: to read only people who may sign in, filter on `isNotNull(userRoles.role)`.
 */
export function withProfileAndRole<T extends PgSelect>(query: T) {
  return query.leftJoin(profiles, eq(profiles.id, user.id)).leftJoin(userRoles, eq(userRoles.userId, user.id));
}
