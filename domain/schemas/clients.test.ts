import { afterEach, describe, expect, it, vi } from 'vitest';
import '../zod';
import { todayIso } from '../periods';
import { CLIENT_FIELDS, INLINE_FIELDS, bulkChanges, bulkUpdateSchema, clientListQuerySchema, createClientSchema, deleteClientConfirmation, inlineUpdateSchema, updateClientSchema } from './clients';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

afterEach(() => {
  vi.useRealTimers();
});

describe('client schemas', () => {
  it('requires company, responsible person, email and a 6-character password, in the form\'s order', () => {
    const r = createClientSchema.safeParse({ fullName: ' ', companyName: '', email: 'x', password: '123' });
    expect(messages(r)).toEqual([
      'Il nome dell\'azienda è obbligatorio',
      'Il nome del responsabile è obbligatorio',
      'Inserisci un indirizzo email valido',
      'La password deve essere di almeno 6 caratteri',
    ]);
  });

  it('refuses an incorporation date in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86400_000);
    const r = createClientSchema.safeParse({ fullName: 'A', companyName: 'B', email: 'a@b.it', password: '123456', incorporationDate: todayIso(tomorrow) });
    expect(messages(r)).toEqual(['La data di costituzione non può essere nel futuro']);
    const ok = createClientSchema.parse({ fullName: ' A ', companyName: 'B', email: 'a@b.it', password: '123456', incorporationDate: todayIso(), sectors: '' });
    expect(ok).toMatchObject({ fullName: 'A', sectors: null, incorporationDate: todayIso() });
  });

  it("takes today in the firm's time zone, whatever the process's: Rome's new day is not in the future", () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Rome.
    vi.useFakeTimers({ now: new Date('2026-06-30T22:30:00Z') });
    const r = createClientSchema.safeParse({ fullName: 'A', companyName: 'B', email: 'a@b.it', password: '123456', incorporationDate: '2026-07-01' });
    expect(messages(r)).toEqual([]);
    expect(messages(createClientSchema.safeParse({ fullName: 'A', companyName: 'B', email: 'a@b.it', password: '123456', incorporationDate: '2026-07-02' }))).toEqual([
      'La data di costituzione non può essere nel futuro',
    ]);
  });

  it('bulk: blank fields, NO_CHANGE and cleared dates are left out; names are trimmed', () => {
    const id = '8b3a1c5e-4d2f-4a6b-9c8d-1e2f3a4b5c6d';
    const parsed = bulkUpdateSchema.parse({ ids: [id], companyName: '  Alfa  ', fullName: '   ', sectors: '', countryCode: 'NO_CHANGE', incorporationDate: '' });
    expect(bulkChanges(parsed)).toEqual({ companyName: 'Alfa' });
    expect(messages(bulkUpdateSchema.safeParse({ ids: [] }))).toEqual(['Seleziona almeno un cliente']);
  });

  it('inline: a required cell cannot be emptied', () => {
    expect(messages(inlineUpdateSchema.safeParse({ field: 'companyName', value: ' ' }))).toEqual(['Il nome dell\'azienda è obbligatorio']);
    expect(inlineUpdateSchema.parse({ field: 'sectors', value: ' ' })).toEqual({ field: 'sectors', value: null });
  });

  it('list query: defaults and bounds', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ q: undefined, country: undefined, dir: 'asc', page: 1, pageSize: 20 });
    expect(clientListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(messages(clientListQuerySchema.safeParse({ sort: 'password' }))).toEqual(['Ordinamento non valido']);
    expect(clientListQuerySchema.parse({ sort: 'companyName', dir: 'desc' })).toMatchObject({ sort: 'companyName', dir: 'desc' });
  });

  it('writes the delete confirmation of the spec', () => {
    expect(deleteClientConfirmation('Alfa')).toBe('Sei sicuro di voler eliminare il cliente "Alfa"? Questa azione non può essere annullata.');
  });
});

describe('the client fields, declared once', () => {
  it('give the inline and bulk schemas their fields and the labels their names', () => {
    expect(INLINE_FIELDS).toEqual(['companyName', 'fullName', 'sectors', 'countryCode', 'incorporationDate', 'entityType', 'financialYearEnd']);
    expect(Object.keys(bulkUpdateSchema.shape).sort()).toEqual(['ids', ...INLINE_FIELDS].sort());
    expect(Object.keys(updateClientSchema.shape).sort()).toEqual([...Object.keys(CLIENT_FIELDS), 'linkedUserId'].sort());
    expect(inlineUpdateSchema.safeParse({ field: 'companyAddress', value: 'Via Roma 1' }).success).toBe(false);
    expect(inlineUpdateSchema.parse({ field: 'countryCode', value: 'mt' })).toEqual({ field: 'countryCode', value: 'MT' });
    expect(CLIENT_FIELDS.countryCode.label).toBe('Paese Costituzione');
  });
});
