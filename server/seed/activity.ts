import { desc, eq, inArray, isNull } from 'drizzle-orm';
import { activityLog, clients, countries, userCompanies } from '../platform/db/schema';
import type { SeedPart } from './context';

/** A plausible history over the last three weeks, by staff and by the client users. */
export const seedActivity: SeedPart = {
  name: 'Attività',
  async run({ db, now, people }) {
    const staff = [{ id: people.owner.id, fullName: people.owner.name }, ...people.staff];
    const names = (await db.select({ name: clients.companyName }).from(clients).where(isNull(clients.userId)).orderBy(desc(clients.createdAt)).limit(40)).map((r) => r.name);
    const nameAt = (i: number) => names[i % Math.max(1, names.length)] ?? 'Cliente Demo';
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const rows: (typeof activityLog.$inferInsert)[] = [];
    const staffActions: [string, (name: string) => string][] = [
      ['Creazione Cliente', (c) => `Cliente ${c} creato`],
      ['Modifica Cliente', (c) => `Cliente ${c} aggiornato`],
      ['Caricamento Cartella', (c) => `Cliente "${c}" creato con 3 documenti`],
      ['Modifica Bulk', () => '4 clienti aggiornati'],
      ['Eliminazione Cliente', (c) => `Cliente "${c}" eliminato`],
      ['Approvazione Cliente', (c) => `Cliente "${c}" approvato`],
    ];
    for (let i = 0; i < 36; i++) {
      const who = staff[i % staff.length]!;
      const [action, details] = staffActions[(i * 5) % staffActions.length]!;
      rows.push({ userId: who.id, userName: who.fullName, action, details: details(nameAt(i)), createdAt: at(20 + i * 800) });
    }
    const ids = people.clientUsers.map((u) => u.id);
    const companies = ids.length
      ? await db
          .select({ userId: userCompanies.userId, companyName: userCompanies.companyName, countryName: countries.name })
          .from(userCompanies)
          .innerJoin(countries, eq(countries.isoCode, userCompanies.countryCode))
          .where(inArray(userCompanies.userId, ids))
      : [];
    people.clientUsers.forEach((u, i) => {
      const company = companies.find((c) => c.userId === u.id);
      rows.push({ userId: u.id, userName: u.fullName, action: 'Aggiornamento Profilo', details: 'Dati personali aggiornati', createdAt: at(90 + i * 1500) });
      if (company) rows.push({ userId: u.id, userName: u.fullName, action: 'Aggiunta Società', details: `${company.companyName} (${company.countryName})`, createdAt: at(60 + i * 1500) });
    });
    const linked = people.clientUsers[0];
    const linkedCompany = linked && companies.find((c) => c.userId === linked.id);
    if (linked && linkedCompany) {
      rows.push({
        userId: people.owner.id,
        userName: people.owner.name,
        action: 'Link Pending-Company',
        details: `${linked.fullName} collegato alla società "${linkedCompany.companyName}"`,
        createdAt: at(240),
      });
    }
    await db.insert(activityLog).values(rows);
    return `${rows.length} voci di attività`;
  },
};
