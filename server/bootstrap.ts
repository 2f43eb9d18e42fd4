import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from './platform/context';
import { ADVISORY_LOCKS } from './platform/db/advisory-locks';
import { userRoles } from './platform/db/schema';
import { createAccount } from './modules/accounts/accounts.service';

/**
 * On an empty database, creates the first proprietario: from OWNER_EMAIL and
 * OWNER_PASSWORD when set, otherwise with a generated password printed once; named
 * OWNER_NAME, or without a name, which their first sign-in asks for (never 'Proprietario').
 */
export async function ensureOwner(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Serialise app servers starting together on the same database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.firstOwner})`);
    const [owner] = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'proprietario')).limit(1);
    if (owner) return;
    const email = ctx.env.OWNER_EMAIL ?? 'proprietario@arcadia.local';
    const password = ctx.env.OWNER_PASSWORD ?? randomBytes(9).toString('base64url');
    await createAccount(tx, { email, password, fullName: ctx.env.OWNER_NAME ?? '', role: 'proprietario' });
    if (ctx.env.OWNER_PASSWORD) {
      console.log(`Creato il primo proprietario: ${email} (password da OWNER_PASSWORD).`);
    } else {
      console.log(
        `\n  Creato il primo proprietario.\n  Email:    ${email}\n  Password: ${password}\n  Conservala ora: non verrà mostrata di nuovo. Cambiala da Profilo > Impostazioni.\n`,
      );
    }
  });
}
