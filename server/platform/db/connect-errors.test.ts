import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { parseEnv } from '../env';
import { runServer } from '../../test/run-node';
import { describeConnectionError, withoutPassword } from './connect-errors';
import { openDatabase } from './open';

/**
 * DATABASE_URL set and its PostgreSQL not reachable, or refusing the app: the
 * start stops with what is wrong and what to do, in Italian, the URL shown with
 * its password masked, and code 1.
 */

const URL_ = 'postgres://arcadia:segreta@db.example.com:5433/gestionale';
const SHOWN = 'DATABASE_URL=postgres://arcadia:***@db.example.com:5433/gestionale';
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const sysError = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.5:5433`), { code });

describe('the password of a URL', () => {
  it('is masked, the user kept', () => {
    expect(withoutPassword(URL_)).toBe('postgres://arcadia:***@db.example.com:5433/gestionale');
    expect(withoutPassword('postgres://arcadia:p@ss/w@db:5432/x')).toBe('postgres://arcadia:***@db:5432/x');
    expect(withoutPassword('postgres://arcadia@db/x')).toBe('postgres://arcadia@db/x');
    expect(withoutPassword('postgres://db/x')).toBe('postgres://db/x');
  });
});

describe('a connection that fails', () => {
  it('refused (ECONNREFUSED, also as the AggregateError of a name with several addresses)', () => {
    const expected =
      `Il database non risponde: db.example.com:5433 rifiuta la connessione (${SHOWN}).\n` +
      "Controlla che PostgreSQL sia avviato e in ascolto su quell'indirizzo e quella porta, e che host e porta in DATABASE_URL siano giusti.";
    expect(describeConnectionError(sysError('ECONNREFUSED'), URL_)).toBe(expected);
    const aggregate = Object.assign(new AggregateError([sysError('ECONNREFUSED'), sysError('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' });
    expect(describeConnectionError(aggregate, URL_)).toBe(expected);
  });

  it('a server name that does not resolve (ENOTFOUND, EAI_AGAIN)', () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN']) {
      expect(describeConnectionError(sysError(code), URL_)).toBe(
        `Il nome del server del database «db.example.com» non corrisponde a nessun computer (${SHOWN}).\n` +
          'Controlla di averlo scritto bene in DATABASE_URL e che questo computer raggiunga la rete (DNS).',
      );
    }
  });

  it('no answer in time (ETIMEDOUT, EHOSTUNREACH, a pool timeout)', () => {
    const expected =
      `Il server del database db.example.com:5433 non è raggiungibile: nessuna risposta entro il tempo limite (${SHOWN}).\n` +
      'Controlla host e porta in DATABASE_URL, che il server sia acceso e che un firewall non blocchi la porta.';
    expect(describeConnectionError(sysError('ETIMEDOUT'), URL_)).toBe(expected);
    expect(describeConnectionError(sysError('EHOSTUNREACH'), URL_)).toBe(expected);
    expect(describeConnectionError(new Error('timeout exceeded when trying to connect'), URL_)).toBe(expected);
  });

  it('a wrong password (28P01)', () => {
    expect(describeConnectionError(pgError('28P01', 'password authentication failed for user "arcadia"'), URL_)).toBe(
      `PostgreSQL ha rifiutato la password dell'utente «arcadia» (${SHOWN}).\n` +
        'Correggi utente e password in DATABASE_URL; i caratteri speciali nella password vanno codificati (es. @ come %40, : come %3A, / come %2F).',
    );
  });

  it('no password where the server asks for one', () => {
    expect(describeConnectionError(new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'), 'postgres://arcadia@db/x')).toBe(
      'Il server del database chiede una password, ma DATABASE_URL non ne contiene (DATABASE_URL=postgres://arcadia@db/x).\n' +
        'Scrivila nella forma postgres://utente:password@host:5432/database.',
    );
  });

  it('a database that does not exist (3D000)', () => {
    expect(describeConnectionError(pgError('3D000', 'database "gestionale" does not exist'), URL_)).toBe(
      `Il database «gestionale» non esiste sul server db.example.com:5433 (${SHOWN}).\n` +
        'Crealo (es. createdb -h db.example.com -p 5433 -U arcadia gestionale, oppure CREATE DATABASE "gestionale";) o correggi il nome in fondo a DATABASE_URL.',
    );
  });

  it('no permission to create the tables (42501), also wrapped by the query builder', () => {
    const wrapped = Object.assign(new Error('Failed query: CREATE TABLE …'), { cause: pgError('42501', 'permission denied for schema public') });
    expect(describeConnectionError(wrapped, URL_)).toBe(
      `L'utente «arcadia» non ha i permessi per creare e modificare le tabelle dell'app nel database «gestionale» (${SHOWN}).\n` +
        `L'app applica le proprie migrazioni all'avvio: rendi l'utente proprietario del database (ALTER DATABASE "gestionale" OWNER TO "arcadia";) ` +
        `o dagli i permessi sullo schema (GRANT ALL ON SCHEMA public TO "arcadia";).\n` +
        'Risposta di PostgreSQL: permission denied for schema public',
    );
  });

  it('refused by pg_hba.conf (28000), too many connections (53300), a server starting (57P03)', () => {
    expect(describeConnectionError(pgError('28000', 'no pg_hba.conf entry for host "10.0.0.9"'), URL_)).toContain(
      "PostgreSQL non accetta la connessione dell'utente «arcadia» al database «gestionale» da questo computer",
    );
    expect(describeConnectionError(pgError('53300', 'sorry, too many clients already'), URL_)).toContain('ha raggiunto il numero massimo di connessioni');
    expect(describeConnectionError(pgError('57P03', 'the database system is starting up'), URL_)).toContain('si sta avviando o arrestando');
  });

  it('anything else: null, the caller shows its own message', () => {
    expect(describeConnectionError(new Error('qualcos altro'), URL_)).toBeNull();
    expect(describeConnectionError(pgError('42P07', 'relation exists'), URL_)).toBeNull();
  });
});

describe('opening a real PostgreSQL', () => {
  const template = new URL(inject('templateDatabaseUrl'));
  const at = (changes: Partial<Pick<URL, 'password' | 'pathname' | 'username' | 'port'>>) => {
    const url = new URL(template);
    Object.assign(url, changes);
    return url.href;
  };
  const failure = async (url: string) => {
    const env = parseEnv({ DATABASE_URL: url }).env!;
    const err = await openDatabase(env, { migrate: true }).then(
      async (db) => {
        await db.close();
        return null;
      },
      (e: unknown) => e,
    );
    return describeConnectionError(err, url);
  };
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  const connected = admin.connect();
  afterAll(async () => {
    await connected;
    await admin.query('DROP DATABASE IF EXISTS senza_permessi').catch(() => {});
    await admin.query('DROP ROLE IF EXISTS ospite').catch(() => {});
    await admin.end();
  });

  it('on a closed port: refused', async () => {
    const srv = net.createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    const port = (srv.address() as net.AddressInfo).port;
    await new Promise((resolve) => srv.close(resolve));
    expect(await failure(`postgres://app:app@127.0.0.1:${port}/app`)).toContain(`Il database non risponde: 127.0.0.1:${port} rifiuta la connessione`);
  });

  it('with a wrong password, a missing database, a user without rights', async () => {
    expect(await failure(at({ password: 'sbagliata' }))).toContain(`PostgreSQL ha rifiutato la password dell'utente «${template.username}»`);
    expect(await failure(at({ pathname: '/non_esiste' }))).toContain('Il database «non_esiste» non esiste sul server');
    await connected;
    await admin.query("CREATE ROLE ospite LOGIN PASSWORD 'ospite'");
    await admin.query('CREATE DATABASE senza_permessi');
    expect(await failure(at({ username: 'ospite', password: 'ospite', pathname: '/senza_permessi' }))).toContain(
      "L'utente «ospite» non ha i permessi per creare e modificare le tabelle dell'app nel database «senza_permessi»",
    );
  });

  it('the server started against a closed port: code 1, the Italian message, the password masked', async () => {
    const srv = net.createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    const port = (srv.address() as net.AddressInfo).port;
    await new Promise((resolve) => srv.close(resolve));
    const run = await runServer({ DATABASE_URL: `postgres://arcadia:segretissima@127.0.0.1:${port}/arcadia` });
    expect(run.stderr).toContain(`Il database non risponde: 127.0.0.1:${port} rifiuta la connessione (DATABASE_URL=postgres://arcadia:***@127.0.0.1:${port}/arcadia).`);
    expect(run.stderr + run.stdout).not.toContain('segretissima');
    expect(run.code).toBe(1);
  });

  it('the server started with a wrong password: code 1 and the Italian message', async () => {
    const run = await runServer({ DATABASE_URL: at({ password: 'sbagliata' }) });
    expect(run.stderr).toContain(`PostgreSQL ha rifiutato la password dell'utente «${template.username}»`);
    expect(run.stderr).not.toContain('sbagliata');
    expect(run.code).toBe(1);
  });
});
