import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ message: 'DATABASE_URL deve essere un URL postgres:// valido' }).optional()),
    APP_URL: optionalString.pipe(z.url({ message: 'APP_URL deve essere un URL valido, es. https://gestionale.example.com' }).optional()),
    SMTP_URL: optionalString.pipe(z.url({ message: 'SMTP_URL deve essere un URL smtp:// o smtps:// valido' }).optional()),
    MAIL_FROM: z.string().default('Arcadia Gestionale <no-reply@localhost>'),
    OWNER_EMAIL: optionalString.pipe(z.email({ message: 'OWNER_EMAIL non è un indirizzo email valido' }).optional()),
    OWNER_PASSWORD: optionalString.pipe(z.string().min(6, 'OWNER_PASSWORD deve avere almeno 6 caratteri').optional()),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(2048).default(25),
    STORAGE_QUOTA_GB: z.coerce.number().positive().default(10),
  })
  .transform((e) => ({
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the settings; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    console.error(`Impostazioni non valide:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}
