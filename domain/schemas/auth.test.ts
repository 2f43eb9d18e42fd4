import { describe, expect, it } from 'vitest';
import { fullNameOf, newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } from './auth';

const valid = { firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.it', password: 'segreta', confirmPassword: 'segreta', privacy: true };
type Schema = typeof signUpSchema | typeof signInSchema | typeof resetRequestSchema | typeof newPasswordSchema;
const messages = (input: object, schema: Schema = signUpSchema) => {
  const r = schema.safeParse(input);
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
  it('keeps the full name within a profile\'s 200 characters', () => {
    expect(messages({ ...valid, firstName: 'A'.repeat(100), lastName: 'B'.repeat(99) })).toEqual([]);
    expect(messages({ ...valid, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) })).toEqual(['Il nome è troppo lungo']);
  });
  it('builds the full name from first and last name', () => expect(fullNameOf({ firstName: ' Mario ', lastName: 'Rossi ' })).toBe('Mario Rossi'));
});

describe('sign-in, reset and new-password schemas', () => {
  it('asks for the e-mail before judging it, and trims it', () => {
    expect(messages({ email: '  ', password: 'x' }, signInSchema)[0]).toBe('Inserisci l\'email');
    expect(messages({ email: 'mario@', password: 'x' }, signInSchema)).toEqual(['Inserisci un indirizzo email valido']);
    expect(messages({ email: '', password: '' }, signInSchema)).toContain('Inserisci la password');
    expect(signInSchema.parse({ email: ' mario@example.it ', password: 'x' }).email).toBe('mario@example.it');
    expect(messages({ email: '' }, resetRequestSchema)[0]).toBe('Inserisci l\'email');
  });
  it('requires a new password of 6 characters, typed twice', () => {
    expect(messages({ password: 'segreta', confirmPassword: 'segreta' }, newPasswordSchema)).toEqual([]);
    expect(messages({ password: '123', confirmPassword: '123' }, newPasswordSchema)).toEqual(['La password deve essere di almeno 6 caratteri']);
    expect(messages({ password: 'segreta', confirmPassword: 'altra' }, newPasswordSchema)).toEqual(['Le password non coincidono']);
  });
});
