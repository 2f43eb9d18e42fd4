import { asc, eq } from 'drizzle-orm';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { clients } from '../platform/db/schema';
import type { Actor } from '../platform/context';
import { createAssessment, signAssessment } from '../modules/aml/assessments.service';
import { openEngagement } from '../modules/aml/engagements.service';
import { getFile, openFile } from '../modules/aml/files.service';
import { addIdentification } from '../modules/aml/identification.service';
import { addParty, addRole } from '../modules/aml/people.service';
import { recordAbstention } from '../modules/aml/reviews.service';
import type { SeedPart } from './context';
import { allFactorScores } from './factories/aml';
import { createDocumentRow } from './factories/documents';

/**
 * AML files for the first clients, made through the services as staff would: the
 * executor identified from a passport, shareholders through a holding, an engagement
 * and a signed assessment; one with a politically exposed owner (enhanced due diligence),
 * one still to complete, one abstained.
 */
export const seedAml: SeedPart = {
  name: 'Fascicoli antiriciclaggio',
  async run({ ctx, db, people }) {
    // The demo proprietario when there is one (the first owner may have no name of its own).
    const signer = people.staff.find((member) => member.role === 'proprietario');
    const actor: Actor = signer
      ? { id: signer.id, email: signer.email, name: signer.fullName, role: 'proprietario', sessionId: 'seed' }
      : { id: people.owner.id, email: '', name: people.owner.name, role: 'proprietario', sessionId: 'seed' };
    const today = todayIso();
    const firstClients = await db.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(eq(clients.approvalStatus, 'approved')).orderBy(asc(clients.companyName)).limit(6);
    let signed = 0;
    for (const [index, client] of firstClients.entries()) {
      const { id: fileId } = await openFile(db, actor, client.id);
      const natural = { kind: 'natural' as const, bornOn: '1975-04-12', taxCode: '', nationality: 'IT', address: 'Via Roma 1, Milano', residenceCountry: 'IT', pepStatus: 'none' as const, pepOffice: '', pepLeftOn: null, pepSource: 'Dichiarazione del cliente e verifica su fonti pubbliche' };
      const executor = await addParty(db, actor, fileId, { ...natural, name: ['Marco Ferri', 'Giulia Conti', 'Luca Moretti', 'Sara Galli', 'Paolo Riva', 'Elena Fontana'][index]! });
      const holding = await addParty(db, actor, fileId, { ...natural, kind: 'legal', name: `Holding ${client.companyName.split(' ')[0]} Ltd`, bornOn: '2015-06-01', nationality: null, residenceCountry: 'MT', address: 'Triq il-Kbira 10, Valletta', pepSource: '' });
      const partner = await addParty(db, actor, fileId, {
        ...natural,
        name: ['Anna Bruno', 'Davide Longo', 'Chiara Greco', 'Matteo Barbieri', 'Francesca Lombardi', 'Andrea Colombo'][index]!,
        ...(index === 1 ? { pepStatus: 'in-office' as const, pepOffice: 'Consigliere regionale' } : {}),
      });
      const role = { companyPartyId: null, percent: null, controlBasis: null, ownerReason: null, fromDate: '2021-01-01', toDate: null };
      await addRole(db, actor, fileId, { ...role, partyId: executor.id, role: 'esecutore' });
      await addRole(db, actor, fileId, { ...role, partyId: executor.id, role: 'amministratore' });
      await addRole(db, actor, fileId, { ...role, partyId: executor.id, role: 'socio', companyPartyId: holding.id, percent: '60' });
      await addRole(db, actor, fileId, { ...role, partyId: holding.id, role: 'socio', percent: '50' });
      await addRole(db, actor, fileId, { ...role, partyId: partner.id, role: 'socio', percent: '50' });

      // The executor on a passport; the other owner too, but for the file still to complete.
      for (const [n, person] of (index === 4 ? [executor] : [executor, partner]).entries()) {
        const passport = await createDocumentRow(ctx, { clientId: client.id, title: `Passaporto (${n === 0 ? 'legale rappresentante' : 'socio'})`, lines: ['Passaporto'], accessLevel: 'private' });
        await addIdentification(ctx, actor, fileId, {
          partyId: person.id,
          documentType: 'passaporto',
          documentNumber: `YA${String(1234567 + index * 10 + n)}`,
          issuer: 'Ministero degli Affari Esteri',
          issuedOn: addMonths(today, -30),
          // One expiring within the month, to show the reminder on /scadenze.
          expiresOn: index === 2 && n === 0 ? addDays(today, 20) : addMonths(today, 90),
          method: index % 2 ? 'remote' : 'in-person',
          remoteMeans: index % 2 ? 'SPID di livello 2' : '',
          identifiedOn: addDays(today, -10),
          documentId: passport.id,
        }, null);
      }

      const engagement = await openEngagement(db, actor, fileId, {
        serviceId: 'costituzione-societa',
        purpose: 'Costituzione di una società estera per attività di consulenza',
        nature: 'Assistenza alla costituzione, alla domiciliazione e agli adempimenti iniziali',
        openedOn: addDays(today, -12),
      });
      if (index === 4) continue; // still to complete: its 30-day deadline is open
      const draft = await createAssessment(db, actor, fileId, { engagementId: engagement.id, scores: allFactorScores(index === 3 ? 3 : 2, { A4: 3 }), note: '' }, today);
      await signAssessment(db, actor, draft.id, today);
      signed++;
      if (index === 5) await recordAbstention(db, actor, fileId, { decidedOn: today, reason: 'Il cliente non ha fornito le informazioni sullo scopo del rapporto richieste' });
      // Read once, as staff would: the access log's first line.
      await getFile(db, actor, fileId, today);
    }
    return `${firstClients.length} fascicoli, ${signed} valutazioni firmate`;
  },
};
