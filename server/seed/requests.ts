import { asc, inArray, or } from 'drizzle-orm';
import { addDays, todayIso } from '@domain/periods';
import { clients, requestTemplates } from '../platform/db/schema';
import { templateItems } from '../modules/requests/templates.service';
import type { SeedPart } from './context';
import { createRequestFileRow, createRequestRow } from './factories/requests';

/**
 * Document requests from the firm's templates: for the demo logins' own clients (one open,
 * half answered, one past its due date) and a few other clients, so both sides have something to do.
 */
export const seedRequests: SeedPart = {
  name: 'Documenti richiesti',
  async run({ ctx, db, people }) {
    const templates = await db.select({ id: requestTemplates.id, name: requestTemplates.name }).from(requestTemplates).orderBy(asc(requestTemplates.name));
    if (templates.length === 0) return 'nessun modello';
    const logins = people.clientUsers.map((u) => u.id);
    const own = logins.length
      ? await db.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(or(inArray(clients.userId, logins), inArray(clients.linkedUserId, logins)))
      : [];
    const others = await db.select({ id: clients.id, companyName: clients.companyName }).from(clients).orderBy(asc(clients.companyName), asc(clients.id)).limit(8);
    const today = todayIso();
    let requests = 0;
    let files = 0;
    for (const [index, client] of [...own, ...others.filter((o) => !own.some((c) => c.id === o.id))].entries()) {
      const template = templates[index % templates.length]!;
      const dueDate = addDays(today, index % 3 === 2 ? -4 : 5 + index * 3);
      const request = await createRequestRow(db, { clientId: client.id, title: `${template.name} - ${client.companyName}`, dueDate, items: await templateItems(db, template.id) });
      requests++;
      // The first items answered: the passport uploaded and waiting for review.
      if (index % 2 === 0) {
        await createRequestFileRow(ctx, request.itemIds[0]!, 'passaporto.pdf');
        files++;
      }
    }
    // A draft still being prepared, for staff.
    if (others[0]) {
      await createRequestRow(db, { clientId: others[0].id, title: 'Rinnovo documenti', status: 'draft', items: await templateItems(db, templates[0]!.id) });
      requests++;
    }
    return `${requests} richieste dai modelli, ${files} file in verifica`;
  },
};
