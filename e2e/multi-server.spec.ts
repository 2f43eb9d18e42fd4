import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { makePdf } from '../server/seed/factories/pdf';
import { startCluster, type AppServer, type Cluster } from './support/cluster';

/**
 * Two app servers of a production install on one PostgreSQL server and one S3 bucket, behind
 * the deployment guide's nginx (round robin): whatever one server learns, the other knows,
 * since nothing a person relies on is kept in one process's memory.
 */

const installDir = path.join(os.tmpdir(), `arcadia-cluster-install-${process.pid}`);
let cluster: Cluster;

test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  // A production install (npm ci --omit=dev, from npm's cache) and four servers to start.
  test.setTimeout(240_000);
  cluster = await startCluster({ servers: 2, installDir });
});

test.afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(installDir, { recursive: true, force: true });
});

/** A request straight to one app server, past nginx, as if nginx had sent it for `from`. */
function direct(server: AppServer, urlPath: string, init: { method?: string; cookie?: string; json?: unknown; body?: FormData; from?: string } = {}) {
  return fetch(`${server.url}${urlPath}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers: {
      origin: cluster.url,
      'x-forwarded-for': init.from ?? '10.20.0.1',
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.json !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/** Every .eml file the servers wrote for `recipient` (each server writes its outbox in its own data folder). */
function mailsTo(recipient: string): string[] {
  return cluster.servers.flatMap((s) => {
    const outbox = path.join(s.dataDir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs.readdirSync(outbox).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${recipient}`));
  });
}

test('two servers behind nginx share sessions, files, mail jobs and sign-in limits', async ({ page }) => {
  const [a, b] = cluster.servers as [AppServer, AppServer];
  const owner = cluster.owner;
  const company = `Nube Condivisa ${Date.now()} Ltd`;

  // Signed in on A, acting on B: B knows the session and writes to the same database.
  const signedIn = await direct(a, '/api/auth/sign-in/email', { json: { email: owner.email, password: owner.password } });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  const cookie = cookieOf(signedIn);
  const created = await direct(b, '/api/clients', { cookie, json: { companyName: company, fullName: 'Lia Nube', email: `lia.${Date.now()}@cluster.test`, password: 'Segreta!2026', countryCode: 'MT' } });
  expect(created.status, await created.clone().text()).toBe(201);
  const client = (await created.json()) as { id: string };

  // A file uploaded on B is in the bucket, not on either server's disk, and A serves it.
  const pdf = makePdf([['Statuto della società condivisa']]);
  const form = new FormData();
  for (const [k, v] of Object.entries({ clientId: client.id, title: 'Statuto condiviso', accessLevel: 'private', category: 'Altri' })) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'statuto.pdf');
  const uploaded = await direct(b, '/api/documents', { cookie, body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const document = (await uploaded.json()) as { id: string };
  const fromA = await direct(a, `/api/documents/${document.id}/file`, { cookie });
  expect(fromA.status).toBe(200);
  expect(Buffer.from(await fromA.arrayBuffer()).equals(pdf)).toBe(true);
  expect((await cluster.s3.contents(cluster.bucket)).keys.length).toBeGreaterThan(0);
  for (const s of cluster.servers) {
    const files = path.join(s.dataDir, 'files');
    expect(fs.existsSync(files) ? fs.readdirSync(files, { recursive: true }).filter((f) => fs.statSync(path.join(files, String(f))).isFile()) : []).toEqual([]);
  }

  // In the browser through nginx, whose requests go to A and B in turn.
  await page.goto(`${cluster.url}/auth`);
  const signIn = page.getByRole('form', { name: 'Accedi' });
  await signIn.getByLabel('Email').fill(owner.email);
  await signIn.getByLabel('Password', { exact: true }).fill(owner.password);
  await signIn.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: `Benvenuto, ${owner.name}!` })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${cluster.url}/clienti`);
  await expect(page.getByText(company).first()).toBeVisible();
  const viaNginx = await page.request.get(`${cluster.url}/api/documents/${document.id}/file`);
  expect(viaNginx.status()).toBe(200);
  expect((await viaNginx.body()).equals(pdf)).toBe(true);

  // Signing out through nginx ends the session on both servers.
  const browserCookie = (await page.context().cookies(cluster.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await direct(a, '/api/clients', { cookie: browserCookie })).status).toBe(200);
  expect((await direct(b, '/api/clients', { cookie: browserCookie })).status).toBe(200);
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await direct(a, '/api/clients', { cookie: browserCookie })).status).toBe(401);
  expect((await direct(b, '/api/clients', { cookie: browserCookie })).status).toBe(401);

  // A mail job is delivered once, by whichever server's worker takes it first.
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 1 });
  try {
    const asked = await page.request.post(`${cluster.url}/api/auth/request-password-reset`, {
      headers: { origin: cluster.url },
      data: { email: owner.email, redirectTo: `${cluster.url}/auth?reset=1` },
    });
    expect(asked.status()).toBe(200);
    // One row, sent at the first attempt: a second worker taking the same job would have counted a second.
    await expect
      .poll(async () => (await db.query("SELECT status, attempts FROM mail_messages WHERE recipient = $1 AND subject ILIKE '%password%'", [owner.email])).rows)
      .toEqual([{ status: 'sent', attempts: 1 }]);
    expect(mailsTo(owner.email)).toHaveLength(1);
  } finally {
    await db.end();
  }

  // The per-account limit counts wrong passwords on both servers, each from another address.
  const wrong = { email: 'nessuno@cluster.test', password: 'Sbagliata!2026' };
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const res = await direct(i % 2 ? a : b, '/api/auth/sign-in/email', { json: wrong, from: `10.30.0.${i}` });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
});
