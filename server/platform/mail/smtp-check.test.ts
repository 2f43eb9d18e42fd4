import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { mailErrorText, withoutCredentials } from './errors';
import { checkSmtp, smtpServerOf } from './smtp-check';

type Mode = 'ok' | 'bad-password' | 'silent';

/** A minimal SMTP server: greets, advertises AUTH, accepts or refuses the credentials, or never says a word. */
async function fakeSmtp(mode: Mode): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'silent') return;
    socket.write('220 prova ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-prova\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (verb === 'AUTH') socket.write(mode === 'ok' ? '235 2.7.0 Accepted\r\n' : '535 5.7.8 Authentication failed\r\n');
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const servers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));
const start = async (mode: Mode) => {
  const s = await fakeSmtp(mode);
  servers.push(s);
  return s.port;
};

describe('SMTP check at start', () => {
  it('says nothing when the server answers and accepts the credentials', async () => {
    const port = await start('ok');
    expect(await checkSmtp(`smtp://utente:segreta@127.0.0.1:${port}?ignoreTLS=true`)).toBeNull();
  });

  it('warns in Italian, without the password, when nothing answers', async () => {
    const port = await closedPort();
    const warning = await checkSmtp(`smtp://utente:segretissima@127.0.0.1:${port}`);
    expect(warning).toBe(
      `Attenzione: il server di posta in SMTP_URL (127.0.0.1:${port}) non risponde ` +
        `(Connessione rifiutata dal server di posta (connect ECONNREFUSED 127.0.0.1:${port})). ` +
        'Le email restano in coda e partiranno quando sarà raggiungibile.',
    );
    expect(warning).not.toContain('segretissima');
  });

  it('warns when the server keeps silent', async () => {
    const port = await start('silent');
    const warning = await checkSmtp(`smtp://utente:segreta@127.0.0.1:${port}`, 300);
    expect(warning).toMatch(/^Attenzione: il server di posta in SMTP_URL \(127\.0\.0\.1:\d+\) non risponde \(Il server di posta non ha risposto in tempo \(.+\)\)\. Le email restano in coda/);
  });

  it('warns when the server refuses the credentials', async () => {
    const port = await start('bad-password');
    const warning = await checkSmtp(`smtp://utente:sbagliata@127.0.0.1:${port}?ignoreTLS=true`);
    expect(warning).toMatch(/^Attenzione: il server di posta in SMTP_URL \(127\.0\.0\.1:\d+\) rifiuta l'accesso \(Autenticazione al server di posta non riuscita/);
    expect(warning).toContain('correggi utente e password in SMTP_URL');
    expect(warning).not.toContain('sbagliata');
  });
});

describe('mail errors for people', () => {
  it('names the common failures in Italian and keeps the original in parentheses', () => {
    const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
    expect(mailErrorText(err('getaddrinfo ENOTFOUND smtp.example.it', 'EDNS'))).toBe('Server di posta non trovato (getaddrinfo ENOTFOUND smtp.example.it)');
    expect(mailErrorText(err('Connection timeout', 'ETIMEDOUT'))).toBe('Il server di posta non ha risposto in tempo (Connection timeout)');
    expect(mailErrorText(err('Qualcosa di strano'))).toBe('Invio non riuscito (Qualcosa di strano)');
    expect(mailErrorText(err('Can\'t send mail - all recipients were rejected: 550 No such user', 'EENVELOPE'))).toMatch(/^Destinatario rifiutato/);
  });

  it('never shows the credentials of a URL', () => {
    expect(withoutCredentials('bad url smtps://mario:pw@smtp.example.it:465')).toBe('bad url smtps://***@smtp.example.it:465');
    expect(smtpServerOf('smtps://mario:pw@smtp.example.it')).toBe('smtp.example.it:465');
    expect(smtpServerOf('smtp://smtp.example.it:2525')).toBe('smtp.example.it:2525');
  });
});
