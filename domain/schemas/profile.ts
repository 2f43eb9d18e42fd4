import { z } from '../zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { TIMEZONE_VALUES } from '../profile';

const fullName = z.string({ error: 'Il nome completo è obbligatorio' }).trim().min(1, 'Il nome completo è obbligatorio').max(200, 'Il nome è troppo lungo');

export const updateProfileSchema = z.object({
  fullName,
  address: z.string().trim().max(500, 'L\'indirizzo è troppo lungo'),
  timezone: z.enum(TIMEZONE_VALUES, { message: 'Seleziona un fuso orario valido' }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The name asked of an account created without one (the first proprietario without OWNER_NAME), before anything else. */
export const profileNameSchema = z.object({ fullName });
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

const COMPANY_REQUIRED = 'Nome società e paese sono obbligatori';

export const addCompanySchema = z.object({
  companyName: z.string({ error: COMPANY_REQUIRED }).trim().min(1, COMPANY_REQUIRED).max(200, 'Il nome della società è troppo lungo'),
  countryCode: z
    .string({ error: COMPANY_REQUIRED })
    .trim()
    .min(1, COMPANY_REQUIRED)
    .regex(/^[A-Z]{2}$/, 'Seleziona un paese valido'),
});
export type AddCompanyInput = z.infer<typeof addCompanySchema>;

export const companyIdParamSchema = z.object({ id: z.uuid('Società non trovata') });
export const userIdParamSchema = z.object({ userId: z.string().min(1).max(100) });

/**
 * Change password: the current password (so that an unattended session cannot
 * take the account over), the new one and its confirmation.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Inserisci la password attuale'),
    newPassword: z.string().min(1, 'Compila tutti i campi').min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`).max(128, 'La password è troppo lunga'),
    confirmPassword: z.string().min(1, 'Compila tutti i campi'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Le password non coincidono', path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
