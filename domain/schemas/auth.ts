// zod/mini: these schemas are all the validation /auth downloads, and the tree-shakable
// build of zod keeps that page within its JavaScript budget (docs/decisions/006).
import * as z from 'zod/mini';

export const MIN_PASSWORD_LENGTH = 6;

const INVALID_EMAIL = 'Inserisci un indirizzo email valido';
const PASSWORD_TOO_SHORT = `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`;
const PASSWORDS_DIFFER = { error: 'Le password non coincidono', path: ['confirmPassword'] };

function requiredEmail(required: string) {
  return z.string().check(z.trim(), z.minLength(1, required), z.regex(z.regexes.email, INVALID_EMAIL));
}

function requiredText(required: string) {
  return z.string().check(z.trim(), z.minLength(1, required));
}

export const signInSchema = z.object({
  email: requiredEmail('Inserisci l\'email'),
  password: z.string().check(z.minLength(1, 'Inserisci la password')),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The longest name of an account, as the profile allows. */
export const MAX_NAME_LENGTH = 200;
const NAME_TOO_LONG = 'Il nome è troppo lungo';

export const signUpSchema = z
  .object({
    firstName: requiredText('Il nome è obbligatorio'),
    lastName: requiredText('Il cognome è obbligatorio'),
    email: requiredEmail('L\'email è obbligatoria'),
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
    confirmPassword: z.string(),
    privacy: z.boolean().check(z.refine((v) => v, 'Devi accettare i termini e condizioni')),
  })
  .check(
    z.refine((v) => fullNameOf(v).length <= MAX_NAME_LENGTH, { error: NAME_TOO_LONG, path: ['lastName'] }),
    z.refine((v) => v.password === v.confirmPassword, PASSWORDS_DIFFER),
  );
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What the sign-up form sends (web/src/features/auth/api/sign-up.ts), as the server
 * checks it before the auth library sees it: these fields and no other, the
 * confirmation link landing on a page of the app.
 */
export const signUpRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Il nome è obbligatorio'), z.maxLength(MAX_NAME_LENGTH, NAME_TOO_LONG)),
  email: requiredEmail('L\'email è obbligatoria'),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
  callbackURL: z.optional(z.string().check(z.regex(/^\/(?![/\\])/, 'Indirizzo di ritorno non valido'))),
});

/** The full name sent at sign-up: first name plus last name. */
export function fullNameOf(input: Pick<SignUpInput, 'firstName' | 'lastName'>): string {
  return `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
}

export const resetRequestSchema = z.object({
  email: requiredEmail('Inserisci l\'email'),
});

export const newPasswordSchema = z
  .object({
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, PASSWORDS_DIFFER));

/** Where every confirmation link lands, the first and any re-sent one: the sign-in page with 'Email confermata'. */
export const VERIFIED_CALLBACK = '/auth?verified=1';

/** Italian text for the error codes the auth server answers with. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o password non validi',
  INVALID_PASSWORD: 'Password non valida',
  INVALID_EMAIL: 'Indirizzo email non valido',
  EMAIL_NOT_VERIFIED: 'Email non confermata: controlla la tua casella, ti abbiamo inviato un nuovo link di conferma.',
  USER_ALREADY_EXISTS: 'Esiste già un account con questa email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Esiste già un account con questa email',
  PASSWORD_TOO_SHORT,
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
  UNAUTHORIZED: 'Devi effettuare l\'accesso per continuare.',
  // Two-factor sign-in
  INVALID_CODE: 'Codice non valido. Inserisci il codice di 6 cifre che l\'app mostra adesso.',
  INVALID_BACKUP_CODE: 'Codice di recupero non valido o già usato.',
  INVALID_TWO_FACTOR_COOKIE: 'La verifica è scaduta: accedi di nuovo con email e password.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Troppi codici errati: accedi di nuovo con email e password.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Troppi codici errati: la verifica è bloccata per 15 minuti. Riprova più tardi.',
  TOTP_ALREADY_ENABLED: 'La verifica in due passaggi è già attiva.',
  TOTP_NOT_ENABLED: 'La verifica in due passaggi non è attiva.',
  TWO_FACTOR_NOT_ENABLED: 'La verifica in due passaggi non è attiva.',
  BACKUP_CODES_NOT_ENABLED: 'La verifica in due passaggi non è attiva.',
  OTP_NOT_ENABLED: 'Metodo di verifica non disponibile.',
  OTP_NOT_CONFIGURED: 'Metodo di verifica non disponibile.',
  OTP_HAS_EXPIRED: 'Metodo di verifica non disponibile.',
  TOTP_NOT_CONFIGURED: 'Metodo di verifica non disponibile.',
};

export const GENERIC_AUTH_ERROR = 'Si è verificato un errore. Riprova.';
