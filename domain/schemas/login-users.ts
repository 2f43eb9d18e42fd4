import { z } from '../zod';
import { ROLES } from '../policy';
import { pageFields, searchField, sortFields } from './list-query';

export const LOGIN_USERS_PAGE_SIZE = 20;
/** At most this many accounts in one bulk deletion. */
export const MAX_BULK_DELETE = 200;

/** Columns the login-user list sorts by; without a sort: newest first. */
export const LOGIN_USER_SORTS = ['fullName', 'email', 'createdAt'] as const;
export type LoginUserSort = (typeof LOGIN_USER_SORTS)[number];

export const loginUsersListQuerySchema = z.object({
  q: searchField,
  ...pageFields(LOGIN_USERS_PAGE_SIZE),
  ...sortFields(LOGIN_USER_SORTS),
});
export type LoginUsersListQuery = z.infer<typeof loginUsersListQuerySchema>;

/** Edit dialog: the full name; the role only for those allowed to change roles. */
export const updateLoginUserSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Il nome completo è obbligatorio').max(200, 'Il nome è troppo lungo').optional(),
    role: z.enum(ROLES).optional(),
  })
  .refine((v) => v.fullName !== undefined || v.role !== undefined, { message: 'Nessuna modifica da salvare', path: ['fullName'] });
export type UpdateLoginUserInput = z.infer<typeof updateLoginUserSchema>;

export const deleteLoginUsersSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, 'Seleziona almeno un utente')
    .max(MAX_BULK_DELETE, `Puoi eliminare al massimo ${MAX_BULK_DELETE} utenti alla volta`),
});
export type DeleteLoginUsersInput = z.infer<typeof deleteLoginUsersSchema>;
