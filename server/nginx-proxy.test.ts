import https from 'node:https';
import http from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { session } from './platform/db/schema';
import { parseEnv } from './platform/env';
import { startNginx, type RunningNginx } from './test/nginx';
import { createTestApp, TEST_APP_URL } from './test/test-app';

/** The deployment guide's nginx site in front of the app (TRUST_PROXY=1). */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const t = await createTestApp();
let appServer: ServerType;
let nginx: RunningNginx;

beforeAll(async () => {
  const { env } = parseEnv({ TRUST_PROXY: '1' });
  const app = createApp({ ...t.ctx, env: { ...t.ctx.env, TRUST_PROXY: env!.TRUST_PROXY } });
  const appPort = await new Promise<number>((resolve) => {
    appServer = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  nginx = await startNginx([appPort]);
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => appServer?.close(resolve));
  await t.close();
});

/** A request through nginx's https port from the local address `from` (Linux routes all of 127/8 to this machine). */
function viaNginx(
  from: string,
  method: string,
  urlPath: string,
  options: { json?: unknown; body?: Buffer; headers?: Record<string, string>; agent?: https.Agent } = {},
): Promise<Answer> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: nginx.httpsPort,
        method,
        path: urlPath,
        localAddress: from,
        agent: options.agent,
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

describe('behind the deployment guide\'s nginx, TRUST_PROXY=1', () => {
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
      http.get({ host: '127.0.0.1', port: nginx.httpPort, path: '/clienti?pagina=2', headers: { host: 'gestionale.example.com' } }, resolve).on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('https://gestionale.example.com/clienti?pagina=2');
  });

  it('a refused upload is answered 413, not as a broken upstream, and the connection serves the next request', async () => {
    const owner = await t.user('proprietario');
    const staff = await t.user('moderatore');
    const signedIn = await signIn('127.0.0.7', owner.email, owner.password);
    const cookie = (signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3_000_000)]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
    const multipart = new Response(form);
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
    try {
      const refused = await viaNginx('127.0.0.7', 'POST', `/api/staff/${staff.id}/avatar`, {
        agent,
        body: Buffer.from(await multipart.arrayBuffer()),
        headers: { cookie, 'content-type': multipart.headers.get('content-type')! },
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).message).toMatch(/troppo grande/);
      const next = await viaNginx('127.0.0.7', 'GET', '/api/health', { agent });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
