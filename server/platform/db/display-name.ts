import { sql } from 'drizzle-orm';
import { profiles, user } from './schema';

/**
 * The name a person is shown by, everywhere: the profile's full name, else the account's
 * name, else the e-mail address. For queries reading `user` with `profiles` joined to it.
 */
const ownName = sql`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${user.name}), ''))`;
export const displayName = sql<string>`coalesce(${ownName}, ${user.email})`;
/** Whether the person has no name of their own (shown by their e-mail): their first sign-in asks for it. */
export const nameMissing = sql<boolean>`${ownName} is null`;
