import net from 'node:net';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { withoutPassword } from './db/connect-errors';
import { LOG_LEVELS } from './log';
import { isCommonPassword } from './passwords/common-passwords';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * An optional URL setting: one of `schemes`, with a host. The message of a bad value
 * names the setting, shows the value (its password masked) and the form expected.
 * `new URL()` alone is not enough: `smtp.gmail.com:587` parses, as scheme `smtp.gmail.com:`.
 */
function urlSetting(name: string, schemes: string[], form: string) {
  const expected = `${name} deve avere la forma ${form}`;
  return optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    const shown = `(trovato «${withoutPassword(value)}»)`;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${expected} ${shown}.` });
      return;
    }
    const scheme = url.protocol.replace(/:$/, '');
    if (!schemes.includes(scheme)) {
      const start = schemes.map((s) => `${s}://`).join(' o ');
      ctx.addIssue({ code: 'custom', message: `${expected} ${shown}: deve iniziare con ${start}.` });
    } else if (!url.hostname && !url.searchParams.get('host')) {
      ctx.addIssue({ code: 'custom', message: `${expected} ${shown}: manca il nome del server dopo ${scheme}://.` });
    }
  });
}

const trustProxyMessage =
  'TRUST_PROXY deve essere il numero di proxy davanti al server (es. 1 per un nginx sullo stesso computer) ' +
  'o l\'elenco dei loro indirizzi separati da virgole (es. 127.0.0.1, 10.0.0.0/8; anche loopback, linklocal, uniquelocal)';

/**
 * Which hops may report the client's address in X-Forwarded-For: unset or 0, none (the
 * connection's address is the client's); a number, that many proxies in front; or a list of
 * addresses, ranges and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
const trustProxy = optionalString.transform((value, ctx): number | string[] => {
  if (value === undefined) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  try {
    proxyaddr.compile(list);
    return list;
  } catch {
    ctx.addIssue({ code: 'custom', message: `${trustProxyMessage} (trovato «${value}»).` });
    return z.NEVER;
  }
});

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const portMessage = 'PORT deve essere un numero intero tra 1 e 65535, es. 3000.';
const metricsPortMessage = 'METRICS_PORT deve essere un numero intero tra 1 e 65535, diverso da PORT, es. 9464.';

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_SETTINGS = ['S3_ENDPOINT', ...S3_REQUIRED, 'S3_FORCE_PATH_STYLE'] as const;

const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'NODE_ENV deve essere production, development o test.' }).default('production'),
  PORT: z.coerce.number({ message: portMessage }).int({ message: portMessage }).min(1, portMessage).max(65535, portMessage).default(3000),
  /** The address the server listens on; unset: every interface, IPv4 and IPv6 (Node.js's default). */
  HOST: optionalString.refine((v) => v === undefined || net.isIP(v) !== 0 || hostName.test(v), {
    message: 'HOST deve essere un indirizzo di questo computer o un nome, senza porta né http://: es. 127.0.0.1 (solo da questo computer), 0.0.0.0 (tutte le interfacce IPv4) o :: (tutte).',
  }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlSetting('DATABASE_URL', ['postgres', 'postgresql'], 'postgres://utente:password@server:5432/database'),
  APP_URL: urlSetting('APP_URL', ['http', 'https'], 'https://gestionale.example.com'),
  // The firm's own texts, linked from the sign-up's acceptance box.
  TERMS_URL: urlSetting('TERMS_URL', ['https', 'http'], 'https://www.studio.example/termini'),
  PRIVACY_URL: urlSetting('PRIVACY_URL', ['https', 'http'], 'https://www.studio.example/privacy'),
  SMTP_URL: urlSetting('SMTP_URL', ['smtp', 'smtps'], 'smtp://utente:password@smtp.example.com:587 (STARTTLS) o smtps://utente:password@smtp.example.com:465'),
  MAIL_FROM: z.string().default('Arcadia Gestionale <no-reply@localhost>'),
  OWNER_EMAIL: optionalString.pipe(z.email({ message: 'OWNER_EMAIL non è un indirizzo email valido' }).optional()),
  /** The first proprietario's name; unset: asked at their first sign-in. */
  OWNER_NAME: optionalString.pipe(z.string().max(200, 'OWNER_NAME può avere al massimo 200 caratteri.').optional()),
  OWNER_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(6, 'OWNER_PASSWORD deve avere almeno 6 caratteri')
      .refine((v) => !isCommonPassword(v), 'OWNER_PASSWORD è tra le password più usate e facili da indovinare: scegline un\'altra.')
      .optional(),
  ),
  MAX_UPLOAD_MB: z.coerce.number({ message: 'MAX_UPLOAD_MB deve essere un numero di megabyte, es. 25.' }).positive('MAX_UPLOAD_MB deve essere maggiore di 0.').max(2048, 'MAX_UPLOAD_MB può essere al massimo 2048.').default(25),
  TRUST_PROXY: trustProxy,
  STORAGE_QUOTA_GB: z.coerce.number({ message: 'STORAGE_QUOTA_GB deve essere un numero di gigabyte, es. 10.' }).positive('STORAGE_QUOTA_GB deve essere maggiore di 0.').default(10),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS, { message: `LOG_LEVEL deve essere uno tra ${LOG_LEVELS.join(', ')}.` }).default('info')),
  /** Prometheus metrics on a port of their own, with METRICS_TOKEN (docs/decisions/103); unset: none. */
  METRICS_PORT: optionalString.pipe(
    z.coerce.number<string | undefined>({ message: metricsPortMessage }).int({ message: metricsPortMessage }).min(1, metricsPortMessage).max(65535, metricsPortMessage).optional(),
  ),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'METRICS_TOKEN deve avere almeno 16 caratteri, es. quelli di openssl rand -hex 32.'),
  S3_ENDPOINT: urlSetting('S3_ENDPOINT', ['http', 'https'], 'https://s3.eu-south-1.amazonaws.com o http://minio.interno:9000'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE deve essere true o false.' }).optional()),
});

/** The names of every setting the app reads from its environment. */
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as (keyof typeof settingsSchema.shape)[];

const envSchema = settingsSchema
  .superRefine((e, ctx) => {
    // The files go to S3 only when it is fully described: half a setting would silently keep them on disk.
    const given = S3_SETTINGS.filter((name) => e[name] !== undefined);
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    if (given.length === 0 || missing.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message:
        `per tenere i file in un archivio S3 servono ${S3_REQUIRED.join(', ')}; ${given.length === 1 ? 'è impostata solo' : 'sono impostate'} ${given.join(', ')}, ` +
        `manca${missing.length === 1 ? '' : 'no'} ${missing.join(', ')}. Per tenere i file in DATA_DIR/files toglile tutte.`,
    });
  })
  .superRefine((e, ctx) => {
    // The metrics port answers whoever reaches it: never without its token.
    if (e.METRICS_PORT === undefined) return;
    if (e.METRICS_PORT === e.PORT) ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: metricsPortMessage });
    if (e.METRICS_TOKEN === undefined) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'con METRICS_PORT serve METRICS_TOKEN, il codice che Prometheus invia (Authorization: Bearer …), di almeno 16 caratteri.' });
    }
  })
  .transform((e) => ({
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /** Where the files go instead of DATA_DIR/files, when set (files/s3-storage.ts). */
    S3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
  }));

export type Env = z.infer<typeof envSchema>;
export type S3Settings = NonNullable<Env['S3']>;

/** The settings of `source`, or the Italian text listing each bad one. */
export function parseEnv(source: NodeJS.ProcessEnv): { env: Env; problems?: undefined } | { env?: undefined; problems: string } {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { env: parsed.data };
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  return { problems: `Impostazioni non valide:\n${lines.join('\n')}` };
}

/** Reads and validates the settings; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const { env, problems } = parseEnv(source);
  if (problems !== undefined) {
    console.error(problems);
    process.exit(1);
  }
  return env;
}
