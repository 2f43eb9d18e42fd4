import { z } from '../zod';
import { STAFF_ROLES, type StaffRole } from '../policy';
import { MIN_PASSWORD_LENGTH } from './auth';
import { pageFields, searchField, sortFields } from './list-query';

/** Role given to a new staff member when none is chosen (spec part 2, section 9). */
export const DEFAULT_STAFF_ROLE: StaffRole = 'moderatore';

/** Staff avatars (staff list): images only, at most 2 MB. */
export const STAFF_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const STAFF_AVATAR_TOO_LARGE = 'Il file è troppo grande. Dimensione massima: 2MB';
export const STAFF_AVATAR_WRONG_KIND = 'Seleziona un file immagine valido';

const email = z.string().trim().min(1, 'L\'email è obbligatoria').email('Inserisci un indirizzo email valido').max(254, 'L\'email è troppo lunga');
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`)
  .max(128, 'La password è troppo lunga');

export const createStaffSchema = z.object({
  fullName: z.string().trim().min(1, 'Il nome completo è obbligatorio').max(200, 'Il nome è troppo lungo'),
  email,
  password: z.string().min(1, 'La password è obbligatoria').pipe(password),
  role: z.enum(STAFF_ROLES).default(DEFAULT_STAFF_ROLE),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

/** Staff role edit: a staff role, or null ("Nessun ruolo") which removes the role record. */
export const staffRoleSchema = z.object({
  role: z.enum(STAFF_ROLES).nullable(),
});
export type StaffRoleInput = z.infer<typeof staffRoleSchema>;

/**
 * Credentials edit: a new e-mail and/or a new password. A blank password means
 * "unchanged"; at least one of the two must change.
 */
export const staffCredentialsSchema = z
  .object({
    email: email.optional(),
    password: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v : undefined))
      .pipe(password.optional()),
  })
  .refine((v) => v.email !== undefined || v.password !== undefined, { message: 'Nessuna modifica da salvare', path: ['email'] });
export type StaffCredentialsInput = z.input<typeof staffCredentialsSchema>;

/** Save is offered only when the e-mail changed or a new password was typed. */
export function credentialsChanged(currentEmail: string, form: { email: string; password: string }): boolean {
  return form.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase() || form.password.trim() !== '';
}

export const STAFF_PAGE_SIZE = 20;

/** Columns the staff list sorts by; without a sort: proprietari first, then by seniority. */
export const STAFF_SORTS = ['fullName', 'email', 'role', 'createdAt'] as const;

export const staffListQuerySchema = z.object({
  q: searchField,
  ...pageFields(STAFF_PAGE_SIZE),
  ...sortFields(STAFF_SORTS),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export type StaffSort = (typeof STAFF_SORTS)[number];

export const userIdParamSchema = z.object({ id: z.string().min(1).max(100) });
