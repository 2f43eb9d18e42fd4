import { describe, expect, it } from 'vitest';
import { fullNameOf, signUpSchema } from './auth';

const valid = { firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.it', password: 'segreta', confirmPassword: 'segreta', privacy: true };
const messages = (input: object) => {
  const r = signUpSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('sign-up schema', () => {
  it('accepts a complete form', () => expect(messages(valid)).toEqual([]));
  it('requires matching passwords', () => expect(messages({ ...valid, confirmPassword: 'altra' })).toEqual(['Le password non coincidono']));
  it('requires the privacy acceptance', () => expect(messages({ ...valid, privacy: false })).toEqual(['Devi accettare i termini e condizioni']));
  it('requires 6 characters', () =>
    expect(messages({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual(['La password deve essere di almeno 6 caratteri']));
  it('requires names and a valid e-mail', () => {
    expect(messages({ ...valid, firstName: ' ' })).toEqual(['Il nome è obbligatorio']);
    expect(messages({ ...valid, lastName: '' })).toEqual(['Il cognome è obbligatorio']);
    expect(messages({ ...valid, email: 'non-una-email' })).toEqual(['Inserisci un indirizzo email valido']);
  });
  it('builds the full name from first and last name', () => expect(fullNameOf({ firstName: ' Mario ', lastName: 'Rossi ' })).toBe('Mario Rossi'));
});
