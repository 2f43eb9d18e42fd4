import type { z } from 'zod';

/** An error that reaches the person: an HTTP status, a stable code and an Italian message. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Il database non è raggiungibile in questo momento. Riprova tra qualche istante.';
export const SERVER_BUSY_MESSAGE = 'Il server sta elaborando molte richieste in questo momento: riprova tra qualche secondo.';
export const ROW_BUSY_MESSAGE = 'Questo elemento è in modifica da un\'altra richiesta in questo momento: riprova tra qualche secondo.';

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Devi effettuare l\'accesso per continuare.');
export const forbidden = (message = 'Non hai i permessi necessari per questa operazione.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Elemento non trovato.') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fieldErrors);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

export const DISK_FULL_MESSAGE = 'Spazio su disco esaurito: libera spazio o contatta l\'amministratore.';
export const diskFull = () => new AppError(507, 'DISK_FULL', DISK_FULL_MESSAGE);

/**
 * A write refused for want of space: the file system's ENOSPC or EDQUOT (quota),
 * or PostgreSQL's disk_full (SQLSTATE 53100), also when wrapped as a `cause`.
 */
export function isDiskFullError(err: unknown): boolean {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  }
  return false;
}

/** zod issues -> { field: first message } for the form fields. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The JSON body of every error response. */
export interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}
