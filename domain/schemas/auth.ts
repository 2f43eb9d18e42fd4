import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Inserisci l\'email').email('Inserisci un indirizzo email valido'),
  password: z.string().min(1, 'Inserisci la password'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Il nome è obbligatorio'),
    lastName: z.string().trim().min(1, 'Il cognome è obbligatorio'),
    email: z.string().trim().min(1, 'L\'email è obbligatoria').email('Inserisci un indirizzo email valido'),
    password: z.string().min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`),
    confirmPassword: z.string(),
    privacy: z.boolean().refine((v) => v, 'Devi accettare i termini e condizioni'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Le password non coincidono', path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The full name sent at sign-up: first name plus last name. */
export function fullNameOf(input: Pick<SignUpInput, 'firstName' | 'lastName'>): string {
  return `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
}

export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Inserisci l\'email').email('Inserisci un indirizzo email valido'),
});

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Le password non coincidono', path: ['confirmPassword'] });

/** Italian text for the error codes the auth server answers with. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o password non validi',
  INVALID_PASSWORD: 'Password non valida',
  INVALID_EMAIL: 'Indirizzo email non valido',
  EMAIL_NOT_VERIFIED: 'Email non confermata: controlla la tua casella, ti abbiamo inviato un nuovo link di conferma.',
  USER_ALREADY_EXISTS: 'Esiste già un account con questa email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Esiste già un account con questa email',
  PASSWORD_TOO_SHORT: `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`,
  PASSWORD_TOO_LONG: 'La password è troppo lunga',
  INVALID_TOKEN: 'Il link non è valido o è già stato usato. Richiedine uno nuovo.',
  TOKEN_EXPIRED: 'Il link è scaduto. Richiedine uno nuovo.',
  USER_NOT_FOUND: 'Utente non trovato',
  SESSION_EXPIRED: 'Sessione scaduta: accedi di nuovo.',
  EMAIL_ALREADY_VERIFIED: 'Email già confermata: puoi accedere.',
  INVALID_ORIGIN: 'Origine della richiesta non consentita',
  MISSING_OR_NULL_ORIGIN: 'Origine della richiesta non consentita',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origine della richiesta non consentita',
  TOO_MANY_REQUESTS: 'Troppi tentativi. Riprova tra qualche istante.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Account non trovato',
  VALIDATION_ERROR: 'Dati non validi',
};

export const GENERIC_AUTH_ERROR = 'Si è verificato un errore. Riprova.';
