import { Readable } from 'node:stream';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { MAX_COMPANIES, profileCompletion, type ProfileCompletion } from '@domain/profile';
import type { AddCompanyInput, ChangePasswordInput, ProfileNameInput, UpdateProfileInput } from '@domain/schemas/profile';
import { mayViewAvatar, type Role } from '@domain/policy';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { account, countries, profiles, session, user, userCompanies, userRoles } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { IMAGE_KINDS, CONTENT_TYPES, sniffKind } from '../../platform/files/sniff';
import { takeCurrentPasswordCheck } from '../../platform/throttle';
import { logActivity } from '../activity/activity.service';

/**
 * The address the web app loads an avatar from (signed-in users only), or
 * null without one. The version changes when the profile does, so a new
 * picture is not hidden by an old copy.
 */
export function avatarUrlOf(userId: string, avatarKey: string | null | undefined, updatedAt: Date): string | null {
  return avatarKey ? `/api/profile/avatar/${encodeURIComponent(userId)}?v=${updatedAt.getTime()}` : null;
}

export interface UserCompany {
  id: string;
  companyName: string;
  countryCode: string;
  countryName: string;
  createdAt: string;
}

export interface ProfileView {
  id: string;
  email: string;
  role: Role | null;
  fullName: string;
  address: string;
  timezone: string;
  avatarUrl: string | null;
  companies: UserCompany[];
  maxCompanies: number;
  completion: ProfileCompletion;
}

/** The companies of one account, oldest first. */
export async function companiesOf(db: DbOrTx, userId: string): Promise<UserCompany[]> {
  const rows = await db
    .select({
      id: userCompanies.id,
      companyName: userCompanies.companyName,
      countryCode: userCompanies.countryCode,
      countryName: countries.name,
      createdAt: userCompanies.createdAt,
    })
    .from(userCompanies)
    .innerJoin(countries, eq(countries.isoCode, userCompanies.countryCode))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.createdAt), asc(userCompanies.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Makes sure the profile row exists (accounts made before profiles, or by hand) and returns it. */
async function profileRow(db: DbOrTx, actor: Pick<Actor, 'id' | 'name'>) {
  await db.insert(profiles).values({ id: actor.id, fullName: actor.name }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, actor.id));
  return row!;
}

export async function getProfile(db: Db, actor: Actor): Promise<ProfileView> {
  const row = await profileRow(db, actor);
  const companies = await companiesOf(db, actor.id);
  return {
    id: actor.id,
    email: actor.email,
    role: actor.role,
    fullName: row.fullName,
    address: row.address,
    timezone: row.timezone,
    avatarUrl: avatarUrlOf(actor.id, row.avatarKey, row.updatedAt),
    companies,
    maxCompanies: MAX_COMPANIES,
    completion: profileCompletion({ fullName: row.fullName, address: row.address, companyCount: companies.length }),
  };
}

/** Writes the profile's fields and the account's name, which follows the full name, with one activity entry. */
async function saveProfile(db: Db, actor: Actor, fields: { fullName: string } & Partial<Pick<UpdateProfileInput, 'address' | 'timezone'>>, details: string) {
  await db.transaction(async (tx) => {
    await profileRow(tx, actor);
    const now = new Date();
    await tx.update(profiles).set({ ...fields, updatedAt: now }).where(eq(profiles.id, actor.id));
    await tx.update(user).set({ name: fields.fullName, updatedAt: now }).where(eq(user.id, actor.id));
    await logActivity(tx, { id: actor.id, name: fields.fullName }, 'Aggiornamento Profilo', details);
  });
}

/** Full name, address and timezone. */
export async function updateProfile(db: Db, actor: Actor, input: UpdateProfileInput): Promise<ProfileView> {
  await saveProfile(db, actor, { fullName: input.fullName, address: input.address, timezone: input.timezone }, 'Dati personali aggiornati');
  return getProfile(db, { ...actor, name: input.fullName });
}

/** The full name alone: what an account created without a name is asked first. */
export async function setProfileName(db: Db, actor: Actor, input: ProfileNameInput): Promise<void> {
  await saveProfile(db, actor, { fullName: input.fullName }, 'Nome completo impostato');
}

/**
 * Points the profile at a newly stored avatar and returns the key of the one
 * it replaces (to be removed once this has committed).
 */
export async function setAvatar(db: Db, actor: Actor, key: string): Promise<{ previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const row = await profileRow(tx, actor);
    await tx.update(profiles).set({ avatarKey: key, updatedAt: new Date() }).where(eq(profiles.id, actor.id));
    await logActivity(tx, actor, 'Aggiornamento Avatar', 'Immagine del profilo aggiornata');
    return { previousKey: row.avatarKey };
  });
}

/**
 * An account's avatar as a stream of image bytes, or a 404: also for one that
 * `actor` may not see (domain/policy.ts mayViewAvatar), answered like a missing one.
 */
export async function openAvatar(db: Db, storage: FileStorage, actor: Actor, userId: string): Promise<{ stream: Readable; size: number; contentType: string; fileName: string }> {
  const [row] = await db
    .select({ key: profiles.avatarKey, role: userRoles.role })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  const missing = () => notFound('Immagine non trovata.');
  if (!row?.key || !mayViewAvatar(actor, { id: userId, role: row.role })) throw missing();
  const file = await storage.get(row.key);
  if (!file) throw missing();
  const { stream, size } = file;
  // The stored bytes were checked on upload; the first chunk tells which image kind they are.
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  const kind = sniffKind(head, IMAGE_KINDS);
  if (!kind) {
    stream.destroy();
    throw missing();
  }
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { stream: Readable.from(all()), size, contentType: CONTENT_TYPES[kind], fileName: `avatar.${kind === 'jpeg' ? 'jpg' : kind}` };
}

/** Adds a company (at most MAX_COMPANIES per account). */
export async function addCompany(db: Db, actor: Actor, input: AddCompanyInput): Promise<UserCompany> {
  return db.transaction(async (tx) => {
    // One add at a time per account, so two at once cannot pass the limit together.
    await profileRow(tx, actor);
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.id)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(userCompanies).where(eq(userCompanies.userId, actor.id));
    if (n >= MAX_COMPANIES) throw new AppError(409, 'COMPANY_LIMIT', `Puoi aggiungere massimo ${MAX_COMPANIES} società`);
    const [country] = await tx.select({ name: countries.name }).from(countries).where(eq(countries.isoCode, input.countryCode));
    if (!country) throw badRequest('Seleziona un paese valido', { countryCode: 'Seleziona un paese valido' });
    const [row] = await tx
      .insert(userCompanies)
      .values({ userId: actor.id, companyName: input.companyName, countryCode: input.countryCode })
      .returning();
    await logActivity(tx, actor, 'Aggiunta Società', `${input.companyName} (${country.name})`);
    return { id: row!.id, companyName: row!.companyName, countryCode: row!.countryCode, countryName: country.name, createdAt: row!.createdAt.toISOString() };
  });
}

/** Removes one of the actor's own companies; anyone else's is "not found". */
export async function deleteCompany(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(userCompanies)
      .where(and(eq(userCompanies.id, id), eq(userCompanies.userId, actor.id)))
      .returning({ companyName: userCompanies.companyName });
    if (!row) throw notFound('Società non trovata');
    await logActivity(tx, actor, 'Eliminazione Società', row.companyName);
  });
}

/**
 * Changes the actor's password after checking the current one, a check throttled
 * per account like sign-in (server/platform/throttle.ts). The other sessions of the account
 * end; the one making the change stays signed in.
 */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput): Promise<void> {
  const throttle = await takeCurrentPasswordCheck(db, actor.id, 'currentPassword');
  let checked = false;
  let verified = false;
  try {
    await db.transaction(async (tx) => {
      const [cred] = await tx
        .select({ id: account.id, hash: account.password })
        .from(account)
        .where(and(eq(account.userId, actor.id), eq(account.providerId, 'credential')))
        .for('update');
      if (!cred?.hash) throw badRequest('Impossibile aggiornare la password');
      checked = true;
      if (!(await verifyPassword({ hash: cred.hash, password: input.currentPassword }))) {
        throw badRequest('La password attuale non è corretta', { currentPassword: 'La password attuale non è corretta' });
      }
      verified = true;
      await tx.update(account).set({ password: await hashPassword(input.newPassword), updatedAt: new Date() }).where(eq(account.id, cred.id));
      await tx.delete(session).where(and(eq(session.userId, actor.id), ne(session.id, actor.sessionId)));
      await logActivity(tx, actor, 'Aggiornamento Password', null);
    });
  } finally {
    if (verified) await throttle.succeeded();
    else if (!checked) await throttle.notChecked();
  }
}

/** Countries a company can be incorporated in, by Italian name. */
export async function listCountryOptions(db: Db): Promise<{ isoCode: string; name: string }[]> {
  return db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

/** A person's profile completion (0/50/100), as the dashboard card and the approval list read it. */
export async function profileCompletionOf(db: DbOrTx, userId: string): Promise<ProfileCompletion> {
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
