import { eq } from 'drizzle-orm';
import { clients, profiles, userCompanies } from '../platform/db/schema';
import { createClientRow } from './factories/clients';
import { createUser } from './factories/users';
import { DEMO_PASSWORD, type SeedPart } from './context';

const STAFF = [
  { fullName: 'Giulia Ferrari', role: 'admin' },
  { fullName: 'Stefano Moretti', role: 'admin' },
  { fullName: 'Chiara Colombo', role: 'moderatore' },
  { fullName: 'Davide Ricci', role: 'moderatore' },
] as const;

/** Client logins with an approved company: name, home address, company, country. */
const CLIENT_USERS: [string, string, string, string][] = [
  ['Marco Bianchi', 'Via Garibaldi 18, Torino', 'Bianchi Digital LLC', 'US'],
  ['Francesca Romano', 'Corso Italia 42, Milano', 'Romano Consulting Ltd', 'MT'],
  ['Alessandro Greco', 'Via Mazzini 7, Bologna', 'Greco Trading Ltd', 'GB'],
  ['Sara Conti', 'Viale Europa 120, Roma', 'Conti Holding Ltd', 'CY'],
  ['Matteo Gallo', 'Via Dante 3, Firenze', 'Gallo Ventures FZ-LLC', 'AE'],
  ['Elena Bruno', 'Piazza Duomo 1, Verona', 'Bruno Software OÜ', 'EE'],
  ['Lorenzo Marino', 'Via Verdi 55, Napoli', 'Marino Logistics Limited', 'HK'],
  ['Valentina Costa', 'Via Roma 9, Padova', 'Costa Design Lda', 'PT'],
];

/** Pending users: full name, address ('' = not given), companies. */
const PENDING_COMPLETE: [string, string, [string, string][]][] = [
  ['Federica Lombardi', 'Via Cavour 21, Bergamo', [['Lombardi Capital Ltd', 'IE']]],
  ['Simone Rizzo', 'Via XX Settembre 4, Genova', [['Rizzo E-commerce LLC', 'US'], ['Rizzo Holding Ltd', 'MT']]],
  ['Paola Mancini', 'Corso Vittorio Emanuele 88, Bari', [['Mancini Fashion SRL', 'RO']]],
  ['Riccardo De Luca', 'Via Manzoni 12, Brescia', [['De Luca Fintech UAB', 'LT']]],
];
const PENDING_INCOMPLETE: [string, string, [string, string][]][] = [
  ['Alessia Fontana', '', [['Fontana Marketing Ltd', 'GB']]],
  ['Andrea Santoro', 'Via Nazionale 30, Roma', []],
  ['Martina Barbieri', '', []],
];

const emailOf = (fullName: string) =>
  `${fullName.normalize('NFKD').replace(/[^\w\s]/g, '').trim().toLowerCase().replace(/\s+/g, '.')}@arcadia-demo.it`;

/** Staff of each role, client logins with approved companies, and users waiting for approval. */
export const seedPeople: SeedPart = {
  name: 'Staff e utenti',
  async run(seed) {
    const { db, people } = seed;
    for (const s of STAFF) {
      people.staff.push(await createUser(db, { ...s, email: emailOf(s.fullName), password: DEMO_PASSWORD }));
    }
    let n = 1;
    for (const [fullName, address, companyName, countryCode] of CLIENT_USERS) {
      const u = await createUser(db, { role: 'user', fullName, email: emailOf(fullName), password: DEMO_PASSWORD });
      await db.update(profiles).set({ address }).where(eq(profiles.id, u.id));
      await db.insert(userCompanies).values({ userId: u.id, companyName, countryCode });
      await createClientRow(db, { seed: 90_000 + n++, userId: u.id, fullName, companyName, countryCode, residentialAddress: address, approvalStatus: 'approved' });
      people.clientUsers.push(u);
    }
    for (const [fullName, address, companies] of [...PENDING_COMPLETE, ...PENDING_INCOMPLETE]) {
      const u = await createUser(db, { role: 'user', fullName, email: emailOf(fullName), password: DEMO_PASSWORD });
      await db.update(profiles).set({ address }).where(eq(profiles.id, u.id));
      for (const [companyName, countryCode] of companies) await db.insert(userCompanies).values({ userId: u.id, companyName, countryCode });
      people.pendingUsers.push(u);
    }
    // One incomplete user already has a Client made by staff, still pending: shown 'In attesa'.
    const waiting = people.pendingUsers.find((u) => u.fullName === 'Alessia Fontana')!;
    await db.insert(clients).values({ userId: waiting.id, companyName: 'Fontana Marketing Ltd', fullName: waiting.fullName, countryCode: 'GB', approvalStatus: 'pending' });
    return `${STAFF.length} staff, ${CLIENT_USERS.length} clienti con accesso, ${people.pendingUsers.length} utenti in attesa (password: ${DEMO_PASSWORD})`;
  },
};
