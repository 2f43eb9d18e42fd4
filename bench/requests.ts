/**
 * A document request at a formation's largest: 20 items, 40 files (two 2 MB phone photos
 * and PDFs per item), uploaded through the app's own upload route, then the request read
 * by the client and by staff, the staff list, and every item accepted into documents.
 * In-process (the app's Hono handler, no socket), on an embedded PostgreSQL and the file store
 * under DATA_DIR. Prints the times; nothing is kept between runs.
 *
 *   npm run bench:requests          (DATA_DIR defaults to a new temporary directory)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIso, addDays } from '../domain/periods';
import { createApp } from '../server/app';
import { createContext } from '../server/context-factory';
import { openDatabase } from '../server/platform/db/open';
import { loadEnv } from '../server/platform/env';
import { clients } from '../server/platform/db/schema';
import { makePdf } from '../server/seed/factories/pdf';
import { itemFields } from '../server/seed/factories/requests';
import { createUser } from '../server/seed/factories/users';

const ITEMS = 20;
const FILES_PER_ITEM = 2;
const READS = 200;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-requests-'));
const env = loadEnv({ ...process.env, DATA_DIR: dataDir, MAX_UPLOAD_MB: '10' });
const database = await openDatabase(env);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} n=${String(times.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`);
}
/** A JPEG-looking photo of `bytes` (the server sniffs the first bytes only). */
const photo = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(bytes - 13, 7), Buffer.from([0xff, 0xd9])]);

try {
  const ctx = await createContext(env, database.pool, { logMail: false });
  const app = createApp(ctx);
  let ip = 0;
  const call = async (method: string, url: string, cookie: string, init: { json?: unknown; body?: BodyInit } = {}) => {
    const headers: Record<string, string> = { cookie, 'x-arcadia-client-ip': `10.9.${(++ip >> 8) & 255}.${ip & 255}` };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(url, { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const signIn = async (role: 'moderatore' | 'user') => {
    const u = await createUser(ctx.db, { role });
    const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: u.email, password: u.password }) });
    return { id: u.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };
  const staff = await signIn('moderatore');
  const login = await signIn('user');
  const [client] = await ctx.db.insert(clients).values({ companyName: 'Bench Formazioni Ltd', userId: login.id }).returning();

  const items = Array.from({ length: ITEMS }, (_, i) => itemFields(`Documento ${i + 1}`, { maxFiles: FILES_PER_ITEM, accessLevel: i % 2 ? 'shared' : 'private' }));
  const { id } = await call('POST', '/api/requests', staff.cookie, { json: { clientId: client!.id, title: 'Costituzione completa', dueDate: addDays(todayIso(), 14), items } });
  await call('POST', `/api/requests/${id}/send`, staff.cookie);
  const detail = await call('GET', `/api/requests/${id}`, login.cookie);

  const pdf = makePdf(Array.from({ length: 40 }, (_, p) => [`Pagina ${p + 1} del passaporto`, 'Testo di prova '.repeat(40)]));
  const jpeg = photo(2 * 1024 * 1024);
  const uploads: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const item of detail.items as { id: string }[]) {
    for (const [file, name, type] of [[jpeg, 'IMG_0001.jpg', 'image/jpeg'], [pdf, 'scansione.pdf', 'application/pdf']] as const) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)], { type }), name);
      const t0 = performance.now();
      await call('POST', `/api/requests/items/${item.id}/files`, login.cookie, { body: form });
      uploads.push(performance.now() - t0);
      bytes += file.length;
    }
  }
  const uploadWall = performance.now() - started;
  console.log(`\nUna richiesta di ${ITEMS} voci, ${uploads.length} file (${(bytes / 1024 / 1024).toFixed(1)} MB: foto JPEG di 2 MB e PDF di ${Math.round(pdf.length / 1024)} KB)\n`);
  summary('Caricamento di un file (cliente)', uploads);
  console.log(`${'Tutti i caricamenti, uno dopo l\'altro'.padEnd(52)} ${uploadWall.toFixed(0)} ms (${((bytes / 1024 / 1024) / (uploadWall / 1000)).toFixed(1)} MB/s)`);

  const time = async (label: string, fn: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    }
    summary(label, times);
  };
  await time('La richiesta aperta dal cliente (20 voci, 40 file)', () => call('GET', `/api/requests/${id}`, login.cookie));
  await time('La richiesta aperta dallo staff', () => call('GET', `/api/requests/${id}`, staff.cookie));
  await time('Elenco delle richieste aperte (staff)', () => call('GET', '/api/requests?status=open', staff.cookie));
  await time('Elenco del cliente', () => call('GET', '/api/requests?status=all', login.cookie));

  const accepts: number[] = [];
  for (const item of detail.items as { id: string }[]) {
    const t0 = performance.now();
    await call('POST', `/api/requests/items/${item.id}/accept`, staff.cookie);
    accepts.push(performance.now() - t0);
  }
  summary('Accettazione di una voce (2 file diventano documenti)', accepts);
} finally {
  await database.close();
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
