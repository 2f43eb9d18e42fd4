import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { runServer } from '../test/run-node';

/** The one problem `source` has, as printed at start. */
const problem = (source: Record<string, string>) => parseEnv(source).problems;

describe('URL settings, validated in full', () => {
  it('SMTP_URL without its scheme (smtp.gmail.com:587 parses as a URL of scheme "smtp.gmail.com:") is refused with the form expected', () => {
    expect(problem({ SMTP_URL: 'smtp.gmail.com:587' })).toBe(
      'Impostazioni non valide:\n' +
        '  - SMTP_URL: SMTP_URL deve avere la forma smtp://utente:password@smtp.example.com:587 (STARTTLS) o smtps://utente:password@smtp.example.com:465 ' +
        '(trovato «smtp.gmail.com:587»): deve iniziare con smtp:// o smtps://.',
    );
    expect(problem({ SMTP_URL: 'http://smtp.example.com' })).toContain('deve iniziare con smtp:// o smtps://');
    expect(problem({ SMTP_URL: 'smtps://utente:segreta@smtp.gmail.com:465' })).toBeUndefined();
    expect(problem({ SMTP_URL: 'smtp://smtp.example.com:587' })).toBeUndefined();
  });

  it('DATABASE_URL only postgres:// or postgresql:// with a server, its password never shown', () => {
    expect(problem({ DATABASE_URL: 'mysql://arcadia:segreta@db.example.com/arcadia' })).toBe(
      'Impostazioni non valide:\n' +
        '  - DATABASE_URL: DATABASE_URL deve avere la forma postgres://utente:password@server:5432/database ' +
        '(trovato «mysql://arcadia:***@db.example.com/arcadia»): deve iniziare con postgres:// o postgresql://.',
    );
    expect(problem({ DATABASE_URL: 'arcadia:segreta@db.example.com/arcadia' })).toContain('(trovato «arcadia:***@db.example.com/arcadia»)');
    expect(problem({ DATABASE_URL: 'postgres://arcadia:segreta@/arcadia' })).toContain('(trovato «postgres://arcadia:***@/arcadia»)');
    expect(problem({ DATABASE_URL: 'postgres:arcadia' })).toContain('manca il nome del server dopo postgres://');
    for (const ok of ['postgres://arcadia:s@db.example.com:5432/arcadia', 'postgresql://db/arcadia', 'postgres:///arcadia?host=/var/run/postgresql']) {
      expect(problem({ DATABASE_URL: ok })).toBeUndefined();
    }
  });

  it('TERMS_URL and PRIVACY_URL: addresses of the firm\'s texts, or unset', () => {
    expect(problem({ TERMS_URL: 'www.studio.example/termini' })).toBe(
      'Impostazioni non valide:\n  - TERMS_URL: TERMS_URL deve avere la forma https://www.studio.example/termini (trovato «www.studio.example/termini»).',
    );
    expect(problem({ PRIVACY_URL: 'mailto:privacy@studio.example' })).toContain('PRIVACY_URL deve avere la forma https://www.studio.example/privacy');
    const { env } = parseEnv({ PRIVACY_URL: 'https://www.studio.example/privacy' });
    expect([env?.PRIVACY_URL, env?.TERMS_URL]).toEqual(['https://www.studio.example/privacy', undefined]);
  });

  it('APP_URL only http:// or https://', () => {
    expect(problem({ APP_URL: 'gestionale.example.com' })).toBe(
      'Impostazioni non valide:\n  - APP_URL: APP_URL deve avere la forma https://gestionale.example.com (trovato «gestionale.example.com»).',
    );
    expect(problem({ APP_URL: 'ftp://gestionale.example.com' })).toContain('deve iniziare con http:// o https://');
    expect(parseEnv({ APP_URL: 'https://gestionale.example.com/' }).env?.APP_URL).toBe('https://gestionale.example.com');
  });
});

describe('HOST, the address the server listens on', () => {
  it('unset: every interface, as Node.js listens by default', () => {
    expect(parseEnv({}).env?.HOST).toBeUndefined();
  });

  it('an IP address or a name, without port or scheme', () => {
    for (const ok of ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost', 'gestionale.lan']) expect(parseEnv({ HOST: ok }).env?.HOST).toBe(ok);
    for (const bad of ['http://0.0.0.0', '0.0.0.0:3000', 'tutte le interfacce']) {
      expect(problem({ HOST: bad })).toBe(
        'Impostazioni non valide:\n  - HOST: HOST deve essere un indirizzo di questo computer o un nome, senza porta né http://: ' +
          'es. 127.0.0.1 (solo da questo computer), 0.0.0.0 (tutte le interfacce IPv4) o :: (tutte).',
      );
    }
  });
});

describe('OWNER_PASSWORD, the first proprietario\'s password', () => {
  it('refuses one of the most used passwords, as sign-up does', () => {
    expect(problem({ OWNER_PASSWORD: 'password1' })).toBe(
      'Impostazioni non valide:\n  - OWNER_PASSWORD: OWNER_PASSWORD è tra le password più usate e facili da indovinare: scegline un\'altra.',
    );
    expect(parseEnv({ OWNER_PASSWORD: 'Segreta!Rara9' }).env?.OWNER_PASSWORD).toBe('Segreta!Rara9');
  });
});

describe('numbers, in Italian too', () => {
  it('PORT, MAX_UPLOAD_MB, STORAGE_QUOTA_GB, NODE_ENV', () => {
    expect(problem({ PORT: 'tremila' })).toBe('Impostazioni non valide:\n  - PORT: PORT deve essere un numero intero tra 1 e 65535, es. 3000.');
    expect(problem({ PORT: '70000' })).toContain('PORT deve essere un numero intero tra 1 e 65535');
    expect(problem({ MAX_UPLOAD_MB: 'molti' })).toContain('MAX_UPLOAD_MB deve essere un numero di megabyte, es. 25.');
    expect(problem({ STORAGE_QUOTA_GB: '0' })).toContain('STORAGE_QUOTA_GB deve essere maggiore di 0.');
    expect(problem({ NODE_ENV: 'prod' })).toContain('NODE_ENV deve essere production, development o test.');
  });
});

describe('the server started with SMTP_URL=smtp.gmail.com:587', () => {
  it('stops before anything else with code 1 and the expected form', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-env-'));
    try {
      const run = await runServer({ SMTP_URL: 'smtp.gmail.com:587', DATA_DIR: path.join(dir, 'dati') });
      expect(run.stderr).toContain('SMTP_URL deve avere la forma smtp://utente:password@smtp.example.com:587');
      expect(run.code).toBe(1);
      expect(fs.existsSync(path.join(dir, 'dati'))).toBe(false); // nothing started
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
