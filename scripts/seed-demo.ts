// `npm run seed:demo`: fills DATA_DIR (or DATABASE_URL) with realistic Italian demo data.
// Runs once per data directory; a second run changes nothing and says so.
//
// Each area adds its share as a SeedPart (server/seed/<area>.ts): one import
// and one line in PARTS. Parts run in order and can use the people made before them.
import { eq } from 'drizzle-orm';
import { ensureOwner } from '../server/bootstrap';
import { createContext } from '../server/context-factory';
import { openDatabase } from '../server/platform/db/open';
import { displayName } from '../server/platform/db/display-name';
import { appSettings, profiles, user, userRoles } from '../server/platform/db/schema';
import { seedActivity } from '../server/seed/activity';
import { seedAml } from '../server/seed/aml';
import { seedClients } from '../server/seed/clients';
import { DEMO_PASSWORD, type SeedContext, type SeedPart } from '../server/seed/context';
import { seedDeadlines } from '../server/seed/deadlines';
import { seedDocuments } from '../server/seed/documents';
import { seedMoney } from '../server/seed/money';
import { seedPeople } from '../server/seed/people';
import { seedRequests } from '../server/seed/requests';
import { seedStaff } from '../server/seed/staff';
import { loadEnv } from '../server/platform/env';

const PARTS: SeedPart[] = [
  seedPeople,
  seedStaff,
  seedClients,
  seedDeadlines,
  seedDocuments,
  seedRequests,
  seedAml,
  seedActivity,
  seedMoney,
];

const MARK = 'demo_seed';

const env = loadEnv();
const started = performance.now();
let database;
try {
  database = await openDatabase(env, { share: true });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
try {
  const ctx = await createContext(env, database.pool, { logMail: false });
  await ensureOwner(ctx);
  const db = ctx.db;

  // Claimed before anything is written: two runs at once, or a second run, stop here.
  const claimed = await db.insert(appSettings).values({ key: MARK, value: `in corso dal ${new Date().toISOString()}` }).onConflictDoNothing().returning();
  if (claimed.length === 0) {
    const [mark] = await db.select().from(appSettings).where(eq(appSettings.key, MARK));
    console.log(
      mark?.value.startsWith('completato')
        ? `I dati dimostrativi sono già stati caricati in questa cartella dati (${mark.value}). Nessuna modifica.\nPer ricominciare usa una DATA_DIR vuota.`
        : `Un caricamento dei dati dimostrativi è in corso o si è interrotto (${mark?.value}). Nessuna modifica.\nPer ricominciare usa una DATA_DIR vuota.`,
    );
  } else {
    const [owner] = await db
      .select({ id: userRoles.userId, name: displayName })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .leftJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(userRoles.role, 'proprietario'))
      .limit(1);
    const seed: SeedContext = {
      ctx,
      db,
      now: new Date(),
      people: { owner: { id: owner!.id, name: owner!.name }, staff: [], clientUsers: [], pendingUsers: [] },
    };
    for (const part of PARTS) {
      const t0 = performance.now();
      const summary = await part.run(seed);
      console.log(`  ✓ ${part.name}: ${summary} (${Math.round(performance.now() - t0)} ms)`);
    }
    await db.update(appSettings).set({ value: `completato il ${new Date().toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}` }).where(eq(appSettings.key, MARK));
    console.log(`\nDati dimostrativi caricati in ${Math.round(performance.now() - started)} ms.`);
    console.log('Accessi di prova (password per tutti: ' + DEMO_PASSWORD + '):');
    for (const u of [...seed.people.staff, ...seed.people.clientUsers.slice(0, 2), ...seed.people.pendingUsers.slice(0, 2)]) {
      console.log(`  ${(u.role ?? '').padEnd(13)} ${u.email}`);
    }
    console.log(`  ${'proprietario'.padEnd(13)} ${env.OWNER_EMAIL ?? 'proprietario@arcadia.local'} (password da OWNER_PASSWORD o mostrata al primo avvio)`);
  }
} catch (err) {
  console.error(`Caricamento dei dati dimostrativi non riuscito: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
