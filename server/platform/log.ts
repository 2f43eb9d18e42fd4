import pino from 'pino';

/** The levels LOG_LEVEL accepts, most to least severe; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string | undefined): value is LogLevel => LOG_LEVELS.includes(value as LogLevel);

/**
 * Path prefixes whose next segment is a key: a calendar feed's token (its only key) and
 * the password-reset link's token. Query strings are never logged.
 */
const KEY_IN_PATH = /^(\/api\/calendar\/[^/]+\/|\/api\/auth\/reset-password\/)[^/]+/;

/** A request's path as logs show it: keys in it replaced by `***`. */
export function loggedPath(path: string): string {
  return path.replace(KEY_IN_PATH, '$1***');
}

/** The values of a failed query (a session token, an e-mail) that a database error's message carries. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;
const withoutParams = (text: string | undefined) => text?.replace(QUERY_PARAMS, '\nparams: ***');

/** An error as logs show it: pino's form, the values of a failed query left out, its cause likewise. */
function serializeError(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as Record<string, unknown> & { message?: string; stack?: string };
  return { ...out, message: withoutParams(out.message), stack: withoutParams(out.stack) };
}

/**
 * Keys never written, at the top of a line's fields or in the `headers` and `body` a
 * caller may log: session cookies, authorization headers, passwords, tokens and secrets.
 * Named paths: a wildcard (`*.password`) makes every line three times as costly.
 */
const SECRET_KEYS = ['cookie', 'authorization', 'password', 'newPassword', 'currentPassword', 'token', 'secret'];
const REDACTED = [...SECRET_KEYS, ...['headers', 'req.headers', 'body'].flatMap((where) => SECRET_KEYS.map((key) => `${where}.${key}`))];

// As console.log does, a stdout whose reader has gone (EPIPE) loses the line, not the server.
process.stdout.on('error', () => {});

export const log = pino(
  {
    level: isLogLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    redact: { paths: REDACTED, censor: '***' },
  },
  process.stdout,
);
