import { sql } from 'drizzle-orm';
import { profiles, user } from './schema';

/**
 * The name a person is shown by, everywhere: the profile's full name, else the account's
 * name, else the e-mail address. For queries reading `user` with `profiles` joined to it.
 */
export const displayName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${user.name}), ''), ${user.email})`;
