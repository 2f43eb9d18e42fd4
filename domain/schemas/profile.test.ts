import { describe, expect, it } from 'vitest';
import '../zod';
import { addCompanySchema, changePasswordSchema, updateProfileSchema } from './profile';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('profile schemas', () => {
  it('requires a company name and a country with the spec message', () => {
    expect(firstMessage(addCompanySchema.safeParse({ companyName: '   ', countryCode: 'MT' }))).toBe('Nome società e paese sono obbligatori');
    expect(firstMessage(addCompanySchema.safeParse({ companyName: 'Alfa Ltd', countryCode: '' }))).toBe('Nome società e paese sono obbligatori');
    expect(addCompanySchema.parse({ companyName: '  Alfa Ltd ', countryCode: 'MT' }).companyName).toBe('Alfa Ltd');
  });
  it('checks the new password: length and match', () => {
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '123', confirmPassword: '123' }))).toBe('La password deve essere di almeno 6 caratteri');
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '1234567', confirmPassword: '1234568' }))).toBe('Le password non coincidono');
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '1234567', confirmPassword: '1234567' }).success).toBe(true);
  });
  it('accepts only the eight timezones', () => {
    expect(updateProfileSchema.safeParse({ fullName: 'A', address: '', timezone: 'Asia/Tokyo' }).success).toBe(true);
    expect(firstMessage(updateProfileSchema.safeParse({ fullName: 'A', address: '', timezone: 'Europe/Madrid' }))).toBe('Seleziona un fuso orario valido');
  });
});
