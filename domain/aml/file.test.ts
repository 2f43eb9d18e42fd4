import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../periods';
import { abstentionInputSchema, identificationInputSchema, partyInputSchema, relationshipEndSchema, reviewInputSchema, roleInputSchema, trainingInputSchema } from './file';

const PARTY = '6f1c2b1e-8a4d-4e0f-9b7a-1d2c3e4f5a6b';
const today = todayIso();
const tomorrow = addDays(today, 1);

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('optional fields a form leaves blank', () => {
  it('read a person’s blank days and countries as not given', () => {
    const parsed = partyInputSchema.parse({ kind: 'natural', name: 'Mario Rossi', pepSource: 'Dichiarazione del cliente', bornOn: '', nationality: '', residenceCountry: '', pepLeftOn: '' });
    expect(parsed).toMatchObject({ bornOn: null, nationality: null, residenceCountry: null, pepLeftOn: null });
  });

  it('still check a day or a country that is given', () => {
    const result = partyInputSchema.safeParse({ kind: 'natural', name: 'Mario Rossi', pepSource: 'Dichiarazione del cliente', bornOn: '1980-02-30', nationality: 'XX' });
    expect(fieldErrors(result)).toMatchObject({ bornOn: 'Data non valida', nationality: 'Scegli un paese' });
  });

  it('read a role’s blank company, percentage, control ground, reason and days as not given', () => {
    const blanks = { companyPartyId: '', percent: '', controlBasis: '', ownerReason: '', fromDate: '', toDate: '' };
    expect(roleInputSchema.parse({ partyId: PARTY, role: 'amministratore', ...blanks })).toMatchObject({
      companyPartyId: null,
      percent: null,
      controlBasis: null,
      ownerReason: null,
      fromDate: null,
      toDate: null,
    });
    // A shareholder's blank percentage is a missing one, said as such.
    expect(fieldErrors(roleInputSchema.safeParse({ partyId: PARTY, role: 'socio', ...blanks }))).toEqual({ percent: 'Indica la percentuale posseduta' });
  });

  it('read an identification’s blank stored document as none', () => {
    const identification = {
      partyId: PARTY,
      documentType: 'passaporto',
      documentNumber: 'YA1234567',
      issuer: 'Questura di Milano',
      issuedOn: '2020-03-01',
      expiresOn: '2030-03-01',
      method: 'in-person',
      identifiedOn: '2024-05-10',
      documentId: '',
    };
    expect(identificationInputSchema.parse(identification).documentId).toBeNull();
  });
});

describe('days that cannot be in the future', () => {
  it('refuse a review, an abstention or an end of the relationship dated tomorrow, and take today', () => {
    expect(fieldErrors(reviewInputSchema.safeParse({ reviewedOn: tomorrow, outcome: 'Profilo invariato' }))).toEqual({ reviewedOn: 'La data non può essere successiva a oggi' });
    expect(fieldErrors(abstentionInputSchema.safeParse({ decidedOn: tomorrow, reason: 'Il cliente non ha fornito i dati' }))).toEqual({ decidedOn: 'La data non può essere successiva a oggi' });
    expect(fieldErrors(relationshipEndSchema.safeParse({ endedOn: tomorrow }))).toEqual({ endedOn: 'La data non può essere successiva a oggi' });
    expect(reviewInputSchema.safeParse({ reviewedOn: today, outcome: 'Profilo invariato' }).success).toBe(true);
    expect(abstentionInputSchema.safeParse({ decidedOn: today, reason: 'Il cliente non ha fornito i dati' }).success).toBe(true);
    expect(relationshipEndSchema.safeParse({ endedOn: today }).success).toBe(true);
  });

  it('still ask for the day when it is blank', () => {
    expect(fieldErrors(reviewInputSchema.safeParse({ reviewedOn: '', outcome: 'Profilo invariato' }))).toEqual({ reviewedOn: 'Inserisci la data della revisione' });
  });
});

describe('training hours', () => {
  const training = { heldOn: '2025-01-15', topic: 'Aggiornamento D.Lgs. 231/2007', attendeeIds: ['u1'] };

  it('take up to two decimals, with a point or a comma', () => {
    expect(trainingInputSchema.parse({ ...training, hours: '1,25' }).hours).toBe('1,25');
    expect(trainingInputSchema.safeParse({ ...training, hours: '2.5' }).success).toBe(true);
  });

  it('refuse a third decimal, which the register (to the hundredth) would round', () => {
    expect(fieldErrors(trainingInputSchema.safeParse({ ...training, hours: '1,255' }))).toEqual({ hours: 'Indica le ore con al massimo due decimali' });
  });

  it('refuse no hours or a text', () => {
    expect(fieldErrors(trainingInputSchema.safeParse({ ...training, hours: '0' }))).toEqual({ hours: 'Indica le ore (per esempio 2 o 1,5)' });
    expect(fieldErrors(trainingInputSchema.safeParse({ ...training, hours: 'due' }))).toEqual({ hours: 'Indica le ore (per esempio 2 o 1,5)' });
  });
});
