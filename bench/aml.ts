/**
 * The AML file at a large firm's size: 5,000 files of three people each, and one file
 * at its heaviest (a chain of 12 companies and 24 people, 20 documents of 2 MB, 10 signed
 * assessment versions, 1,000 access-log lines). Timed: the list of files (first page, a
 * search, the incomplete ones, a late page), the heavy file opened (owners computed, an
 * access line written), its assessments, its access log checked, and its inspection archive
 * (a streamed ZIP with the PDF summary) with the memory it took. In-process, on an embedded
 * PostgreSQL and the file store under DATA_DIR; nothing is kept between runs.
 *
 *   npm run bench:aml          (DATA_DIR defaults to a new temporary directory)
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '../domain/periods';
import { createApp } from '../server/app';
import { createContext } from '../server/context-factory';
import { appendAccess } from '../server/modules/aml/access-log';
import { signAssessment } from '../server/modules/aml/assessments.service';
import { openDatabase } from '../server/platform/db/open';
import { loadEnv } from '../server/platform/env';
import { amlAssessments, amlEvidence, amlFiles, amlParties, amlRoles, clients } from '../server/platform/db/schema';
import { newFileKey } from '../server/platform/files/storage';
import { createAmlEngagementRow } from '../server/seed/factories/aml';
import { makePdf } from '../server/seed/factories/pdf';
import { createUser } from '../server/seed/factories/users';

const FILES = 5_000;
const READS = 200;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-aml-'));
const env = loadEnv({ ...process.env, DATA_DIR: dataDir });
const database = await openDatabase(env);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(56)} n=${String(times.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`);
}

try {
  const ctx = await createContext(env, database.pool, { logMail: false });
  const app = createApp(ctx);
  let ip = 0;
  const request = (method: string, url: string, cookie: string) =>
    app.request(url, { method, headers: { cookie, 'x-arcadia-client-ip': `10.8.${(++ip >> 8) & 255}.${ip & 255}` } });
  const call = async (method: string, url: string, cookie: string) => {
    const res = await request(method, url, cookie);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const admin = await createUser(ctx.db, { role: 'admin' });
  const signIn = await app.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  // 5,000 files: a client each, its executor and two shareholders, one engagement in three still open.
  const t0 = performance.now();
  for (let start = 0; start < FILES; start += 500) {
    const batch = Array.from({ length: Math.min(500, FILES - start) }, (_, i) => `Bench ${String(start + i).padStart(5, '0')} Ltd`);
    const made = await ctx.db.insert(clients).values(batch.map((companyName) => ({ companyName, approvalStatus: 'approved' as const }))).returning({ id: clients.id, companyName: clients.companyName });
    const files = await ctx.db.insert(amlFiles).values(made.map((c) => ({ clientId: c.id, clientName: c.companyName }))).returning({ id: amlFiles.id });
    const people = await ctx.db
      .insert(amlParties)
      .values(files.flatMap((f) => ['Mario Rossi', 'Anna Verdi', 'Luca Bianchi'].map((name) => ({ fileId: f.id, kind: 'natural' as const, name, pepSource: 'Dichiarazione' }))))
      .returning({ id: amlParties.id, fileId: amlParties.fileId });
    await ctx.db.insert(amlRoles).values(people.map((p, i) => ({ fileId: p.fileId, partyId: p.id, role: i % 3 === 0 ? ('esecutore' as const) : ('socio' as const), percent: i % 3 === 0 ? null : '50' })));
    for (const [i, f] of files.entries()) if (i % 3 === 0) await createAmlEngagementRow(ctx.db, f.id);
  }
  console.log(`\n${FILES} fascicoli (3 persone ciascuno) creati in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The heavy file: a chain of 12 holdings down to the client, two people at each level.
  const [heavyClient] = await ctx.db.insert(clients).values({ companyName: 'Catena Lunga Holding Ltd', approvalStatus: 'approved' }).returning();
  const [heavy] = await ctx.db.insert(amlFiles).values({ clientId: heavyClient!.id, clientName: heavyClient!.companyName }).returning();
  let below: string | null = null;
  for (let level = 0; level < 12; level++) {
    const [company] = await ctx.db.insert(amlParties).values({ fileId: heavy!.id, kind: 'legal', name: `Livello ${level + 1} Ltd` }).returning();
    await ctx.db.insert(amlRoles).values({ fileId: heavy!.id, partyId: company!.id, role: 'socio', companyPartyId: below, percent: '60' });
    for (const n of [1, 2]) {
      const [person] = await ctx.db.insert(amlParties).values({ fileId: heavy!.id, kind: 'natural', name: `Socio ${level + 1}.${n}`, pepSource: 'Dichiarazione' }).returning();
      await ctx.db.insert(amlRoles).values({ fileId: heavy!.id, partyId: person!.id, role: 'socio', companyPartyId: company!.id, percent: '20' });
    }
    below = company!.id;
  }
  const pdf = makePdf(Array.from({ length: 40 }, (_, p) => [`Pagina ${p + 1}`, 'Testo di prova '.repeat(40)]));
  // Scans do not compress: the rest of the 2 MB is random.
  const scan = Buffer.concat([pdf, randomBytes(2 * 1024 * 1024 - pdf.length)]);
  for (let i = 0; i < 20; i++) {
    const key = newFileKey('documents');
    await ctx.storage.put(key, scan);
    await ctx.db.insert(amlEvidence).values({ fileId: heavy!.id, title: `Documento ${i + 1}`, fileName: `documento-${i + 1}.pdf`, fileKey: key, fileSize: scan.length, contentType: 'application/pdf', sha256: createHash('sha256').update(scan).digest('hex'), acquiredByName: 'Bench' });
  }
  const engagementId = await createAmlEngagementRow(ctx.db, heavy!.id);
  const scores = { A1: 2, A2: 2, A3: 1, A4: 3, B1: 3, B2: 2, B3: 2, B4: 1, B5: 1, B6: 3 };
  for (let version = 1; version <= 10; version++) {
    await ctx.db.insert(amlAssessments).values({ fileId: heavy!.id, version, engagementId, scores, createdByName: 'Bench', status: 'draft' });
  }
  const actor = { id: admin.id, email: admin.email, name: admin.fullName, role: 'admin' as const, sessionId: 'bench' };
  const drafts = await ctx.db.select({ id: amlAssessments.id }).from(amlAssessments).where(eq(amlAssessments.fileId, heavy!.id));
  for (const draft of drafts) await signAssessment(ctx.db, actor, draft.id, todayIso());
  for (let i = 0; i < 1_000; i++) await ctx.db.transaction((tx) => appendAccess(tx, actor, heavy!.id, 'document', `Documento ${(i % 20) + 1}`));

  const time = async (label: string, fn: () => Promise<unknown>, n = READS) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      await fn();
      times.push(performance.now() - started);
    }
    summary(label, times);
  };
  console.log('');
  await time('Elenco dei fascicoli, prima pagina', () => call('GET', '/api/aml/files', cookie));
  await time('Elenco, ricerca per cliente ("bench 04")', () => call('GET', '/api/aml/files?q=bench%2004', cookie));
  await time('Elenco, fascicoli da completare', () => call('GET', '/api/aml/files?status=incomplete', cookie));
  await time('Elenco, pagina 200 di 250', () => call('GET', '/api/aml/files?page=200&pageSize=20', cookie));
  await time('Fascicolo pesante aperto (24 persone, 12 livelli)', () => call('GET', `/api/aml/files/${heavy!.id}`, cookie));
  await time('Le sue 10 valutazioni firmate', () => call('GET', `/api/aml/files/${heavy!.id}/assessments`, cookie));
  await time('Registro accessi letto e verificato (1.000+ righe)', () => call('GET', `/api/aml/files/${heavy!.id}/access-log`, cookie), 50);

  const exports: number[] = [];
  let archiveBytes = 0;
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await request('GET', `/api/aml/files/${heavy!.id}/export`, cookie);
    if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
    archiveBytes = 0;
    for await (const chunk of res.body!) archiveBytes += (chunk as Uint8Array).length;
    exports.push(performance.now() - started);
  }
  clearInterval(sampler);
  summary(`Esportazione per ispezione (ZIP di ${(archiveBytes / 1024 / 1024).toFixed(1)} MB)`, exports);
  const sorted = [...exports].sort((a, b) => a - b);
  console.log(`${'  velocità, memoria in più al picco'.padEnd(56)} ${((archiveBytes / 1024 / 1024) / (percentile(sorted, 50) / 1000)).toFixed(1)} MB/s, ${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await database.close();
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
