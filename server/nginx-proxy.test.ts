import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { session } from './db/schema';
import { parseEnv } from './env';
import { PROJECT_DIR } from './test/run-node';
import { createTestApp, TEST_APP_URL } from './test/test-app';

/**
 * The README's nginx example, run as written with the real nginx in front of the app
 * (TRUST_PROXY=1); only its ports, certificate and upstream are put to this test's.
 */
const NGINX = '/usr/sbin/nginx';
if (!fs.existsSync(NGINX)) {
  throw new Error(`Questo test richiede nginx (${NGINX}), che manca: installalo con «apt-get install -y nginx».`);
}

/** The fenced block between the README's nginx-example markers. */
function readmeExample(): string {
  const readme = fs.readFileSync(path.join(PROJECT_DIR, 'README.md'), 'utf8');
  const block = /<!-- nginx-example:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx-example:end -->/.exec(readme);
  if (!block) throw new Error('README.md: manca l\'esempio di nginx tra <!-- nginx-example:start --> e <!-- nginx-example:end -->');
  return block[1]!;
}

/** `text` with `from` replaced by `to`: `from` must be there, so the README and this test cannot part ways unnoticed. */
function put(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`README.md: l'esempio di nginx non contiene più «${from}»`);
  return text.split(from).join(to);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const t = await createTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-nginx-'));
let appServer: ServerType;
let nginx: ChildProcess;
let httpsPort: number;
let httpPort: number;

beforeAll(async () => {
  const { env } = parseEnv({ TRUST_PROXY: '1' });
  const app = createApp({ ...t.ctx, env: { ...t.ctx.env, TRUST_PROXY: env!.TRUST_PROXY } });
  const appPort = await new Promise<number>((resolve) => {
    appServer = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=gestionale.example.com',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });

  let site = readmeExample();
  site = put(site, 'listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`);
  site = put(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = put(site, '/etc/letsencrypt/live/gestionale.example.com/fullchain.pem', path.join(dir, 'cert.pem'));
  site = put(site, '/etc/letsencrypt/live/gestionale.example.com/privkey.pem', path.join(dir, 'key.pem'));
  site = put(site, 'proxy_pass http://127.0.0.1:3000;', `proxy_pass http://127.0.0.1:${appPort};`);
  // As root, workers run as root too: they write their temporary files in this folder.
  const conf = `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    nginx.on('exit', (code) => reject(new Error(`nginx si è fermato (codice ${code}): ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`))),
  );
  const listening = (async () => {
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => resolve(socket.end() !== undefined)).on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.race([listening, exited]);
});

afterAll(async () => {
  nginx?.removeAllListeners('exit');
  if (nginx?.exitCode === null) {
    const gone = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await gone;
  }
  await new Promise((resolve) => appServer?.close(resolve));
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A request through nginx's https port from the local address `from` (Linux routes all of 127/8 to this machine). */
function viaNginx(from: string, method: string, urlPath: string, options: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path: urlPath,
        localAddress: from,
        rejectUnauthorized: false, // the test's own certificate
        headers: {
          origin: TEST_APP_URL,
          ...(options.json !== undefined && { 'content-type': 'application/json' }),
          ...(body && { 'content-length': String(body.length) }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signIn = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  viaNginx(from, 'POST', '/api/auth/sign-in/email', { json: { email, password }, headers });

describe('behind the README\'s nginx, TRUST_PROXY=1', () => {
  it('two clients are limited each by its own address: one failing does not lock the other out', async () => {
    const u = await t.user('user');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn('127.0.0.2', u.email, 'sbagliata')).status);
    // The auth library's limit per address: 3 sign-ins in 10 seconds.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = await signIn('127.0.0.3', u.email, u.password);
    expect(other.status).toBe(200);
    const token = JSON.parse(other.body).token as string;
    const [row] = await t.ctx.db.select({ ipAddress: session.ipAddress }).from(session).where(eq(session.token, token));
    expect(row?.ipAddress).toBe('127.0.0.3');
  });

  it('a client that writes its own X-Forwarded-For does not choose its address', async () => {
    const u = await t.user('user');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn('127.0.0.4', u.email, 'sbagliata', { 'x-forwarded-for': `10.66.0.${i + 1}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Posing as another client (its address written in the header) does not help either.
    expect((await signIn('127.0.0.4', u.email, u.password, { 'x-forwarded-for': '127.0.0.5' })).status).toBe(429);
    const honest = await signIn('127.0.0.5', u.email, u.password, { 'x-forwarded-for': '10.66.6.6' });
    expect(honest.status).toBe(200);
    const [row] = await t.ctx.db.select({ ipAddress: session.ipAddress }).from(session).where(eq(session.token, JSON.parse(honest.body).token));
    expect(row?.ipAddress).toBe('127.0.0.5');
  });

  it('lets an upload larger than nginx\'s own 1 MB through to the app, and sends plain http to https', async () => {
    const u = await t.user('user');
    const signedIn = await signIn('127.0.0.6', u.email, u.password);
    const cookie = (signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1_500_000)]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
    const multipart = new Response(form);
    const upload = await viaNginx('127.0.0.6', 'POST', '/api/profile/avatar', {
      body: Buffer.from(await multipart.arrayBuffer()),
      headers: { cookie, 'content-type': multipart.headers.get('content-type')! },
    });
    expect(upload.status).toBe(200);
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: httpPort, path: '/clienti?pagina=2', headers: { host: 'gestionale.example.com' } }, resolve).on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('https://gestionale.example.com/clienti?pagina=2');
  });
});
