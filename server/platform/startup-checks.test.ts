import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { dataDirErrorMessage, dataDirProblem, embeddedAccessProblem, listenErrorMessage, portProblem, trustProxyWarning, webBuildProblem } from './startup-checks';
import { runServer } from '../test/run-node';

/**
 * A start that cannot go on says why in Italian, with what to do, and ends with
 * code 1: the data directory, the port, the address, the web build. The Node.js
 * version is node-version.test.ts's, the settings env.test.ts's, the database
 * connect-errors.test.ts's.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-start-'));
fs.chmodSync(tmp, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const errno = (code: string, p?: string) => Object.assign(new Error(code), { code, path: p });

/** A port nobody listens on, and a server holding another one. */
async function listeningServer(): Promise<{ port: number; close(): Promise<void> }> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, resolve));
  return { port: (srv.address() as net.AddressInfo).port, close: () => new Promise((resolve) => srv.close(() => resolve())) };
}

describe('the data directory', () => {
  it('is created and written to when it can be', () => {
    expect(dataDirProblem(path.join(tmp, 'nuova', 'dati'))).toBeNull();
    expect(fs.readdirSync(path.join(tmp, 'nuova', 'dati'))).toEqual([]); // the probe file is gone
  });

  it('under a file: names the file in the way (ENOTDIR)', () => {
    const file = path.join(tmp, 'un-file');
    fs.writeFileSync(file, '');
    expect(dataDirProblem(path.join(file, 'dati'))).toBe(
      `La cartella dati ${path.join(file, 'dati')} non si può creare: ${file} è un file, non una cartella.\n` +
        "Sposta o rinomina quel file oppure scegli un'altra cartella con DATA_DIR=….",
    );
    expect(dataDirProblem(file)).toContain(`${file} è un file, non una cartella`); // EEXIST
  });

  it('not writable: permissions and chown (EACCES, EPERM), read-only disk (EROFS), full disk (ENOSPC)', () => {
    const dir = '/srv/arcadia/dati';
    for (const code of ['EACCES', 'EPERM']) {
      expect(dataDirErrorMessage(errno(code, `${dir}/.prova`), dir)).toBe(
        `Arcadia non può scrivere nella cartella dati ${dir}: permesso negato su ${dir}/.prova.\n` +
          `Dai la cartella all'utente che avvia l'app (es. sudo chown -R $(id -un) ${dir}) oppure scegli un'altra cartella con DATA_DIR=….`,
      );
    }
    expect(dataDirErrorMessage(errno('EROFS'), dir)).toBe(
      `Arcadia non può scrivere nella cartella dati ${dir}: il disco è in sola lettura.\nMontalo in lettura e scrittura oppure scegli un'altra cartella con DATA_DIR=….`,
    );
    expect(dataDirErrorMessage(errno('ENOSPC'), dir)).toContain('è pieno');
    expect(dataDirErrorMessage(errno('ELOOP'), dir)).toContain(`Arcadia non può usare la cartella dati ${dir} (ELOOP)`);
  });

  it("run as root, must be reachable by the embedded PostgreSQL's own system user", () => {
    const closed = path.join(tmp, 'solo-root');
    fs.mkdirSync(closed, { mode: 0o700 });
    fs.chmodSync(closed, 0o700);
    const owner = fs.statSync(closed).uid;
    expect(embeddedAccessProblem(path.join(closed, 'dati'), 0)).toBe(
      owner === 0
        ? `Il database integrato non potrebbe aprire la cartella dati ${path.join(closed, 'dati')}: l'app è avviata come root, PostgreSQL gira come utente di sistema «postgres» ` +
            `e non può entrare in ${closed}, che solo root può attraversare.\n` +
            `Rendila attraversabile (chmod o+x ${closed}) oppure scegli con DATA_DIR=… una cartella fuori da ${closed}, es. /srv/arcadia.`
        : null, // a folder of another user's: its owner is not root
    );
    expect(embeddedAccessProblem(path.join(tmp, 'dati'), 0)).toBeNull();
    expect(embeddedAccessProblem(path.join(closed, 'dati'), 1000)).toBeNull(); // not root: PostgreSQL runs as this user
  });
});

describe('the port', () => {
  it('taken (EADDRINUSE): says so and how to choose another', async () => {
    const held = await listeningServer();
    try {
      expect(await portProblem(held.port)).toBe(
        `La porta ${held.port} è già in uso da un altro programma (forse un'altra copia di Arcadia).\nFermalo oppure scegli un'altra porta con PORT=…, es. PORT=3000.`,
      );
    } finally {
      await held.close();
    }
    expect(await portProblem(held.port)).toBeNull();
  });

  it('reserved (EACCES below 1024), an address not of this machine (EADDRNOTAVAIL), a name that does not resolve', () => {
    expect(listenErrorMessage(errno('EACCES'), 80)).toBe(
      "La porta 80 è riservata all'amministratore del sistema (le porte sotto 1024 lo sono).\n" +
        'Usa una porta da 1024 in su con PORT=…, es. PORT=3000, e se serve metti davanti un proxy (nginx, Caddy) sulla 80.',
    );
    expect(listenErrorMessage(errno('EACCES'), 8080)).toContain("Il sistema non permette di usare la porta 8080.\nScegli un'altra porta con PORT=…");
    expect(listenErrorMessage(errno('EADDRNOTAVAIL'), 3000, '10.9.8.7')).toBe(
      "L'indirizzo HOST=10.9.8.7 non appartiene a questo computer.\nUsa uno dei suoi indirizzi (es. 127.0.0.1) oppure togli HOST per ascoltare su tutte le interfacce.",
    );
    expect(listenErrorMessage(errno('ENOTFOUND'), 3000, 'server.invalid')).toContain('Il nome HOST=server.invalid non corrisponde a nessun indirizzo.');
  });

  it('on HOST: an address of another machine is refused before the database starts', async () => {
    expect(await portProblem(3000, '192.0.2.1')).toContain("L'indirizzo HOST=192.0.2.1 non appartiene a questo computer."); // TEST-NET-1
  });
});

describe('the web build', () => {
  it('missing: says how to make it', () => {
    expect(webBuildProblem(path.join(tmp, 'nessun-build'))).toBe(
      `Manca la compilazione dell'interfaccia (${path.join(tmp, 'nessun-build', 'index.html')}).\nAvvia l'app con npm start, che la prepara, oppure esegui prima npm run build.`,
    );
    fs.mkdirSync(path.join(tmp, 'build'));
    fs.writeFileSync(path.join(tmp, 'build', 'index.html'), '<!doctype html>');
    expect(webBuildProblem(path.join(tmp, 'build'))).toBeNull();
  });
});

describe('the server started with a problem', () => {
  it('on a port already taken: exits with code 1 and the Italian message, no stack trace', async () => {
    const held = await listeningServer();
    try {
      const run = await runServer({ PORT: String(held.port), DATA_DIR: path.join(tmp, 'porta') });
      expect(run.stderr).toContain(`La porta ${held.port} è già in uso da un altro programma`);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.code).toBe(1);
    } finally {
      await held.close();
    }
  });

  it('with DATA_DIR under a file: exits with code 1 and the Italian message', async () => {
    const file = path.join(tmp, 'file-al-posto-di-una-cartella');
    fs.writeFileSync(file, '');
    const run = await runServer({ DATA_DIR: path.join(file, 'dati') });
    expect(run.stderr).toContain(`${file} è un file, non una cartella`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code).toBe(1);
  });
});

describe('TRUST_PROXY as a number of proxies', () => {
  const warningFor = (settings: Record<string, string | undefined>) => trustProxyWarning(parseEnv(settings).env!);

  it('warns when the server listens beyond this computer: whoever reaches the port would pass for the proxy', () => {
    for (const host of [undefined, '0.0.0.0', '::', '192.168.1.10']) {
      expect(warningFor({ TRUST_PROXY: '1', ...(host && { HOST: host }) }), host).toBe(
        `Attenzione: TRUST_PROXY=1 considera proxy chiunque si colleghi direttamente alla porta, e il server ascolta su ${host ?? 'tutte le interfacce'}. ` +
          'Imposta HOST=127.0.0.1 se il proxy è su questo computer, oppure indica in TRUST_PROXY l\'indirizzo del proxy (es. TRUST_PROXY=10.0.0.5).',
      );
    }
  });

  it('says nothing when only this computer can connect, or the proxies are listed, or none is trusted', () => {
    for (const settings of [
      { TRUST_PROXY: '1', HOST: '127.0.0.1' },
      { TRUST_PROXY: '2', HOST: '::1' },
      { TRUST_PROXY: '1', HOST: 'localhost' },
      { TRUST_PROXY: '10.0.0.5' },
      { TRUST_PROXY: '0' },
      {},
    ]) expect(warningFor(settings), JSON.stringify(settings)).toBeNull();
  });
});
