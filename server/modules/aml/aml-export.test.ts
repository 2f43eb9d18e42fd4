import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIso } from '@domain/periods';
import { amlAccessLog, amlEvidence } from '../../platform/db/schema';
import { allFactorScores, createAmlEngagementRow, createAmlFileRow, createAmlPartyRow, createAmlRoleRow } from '../../seed/factories/aml';
import { createClientRow } from '../../seed/factories/clients';
import { makePdf } from '../../seed/factories/pdf';
import { createTestApp } from '../../test/test-app';
import { extractPdfText } from '../documents/pdf-text';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;

const owner = await t.user('proprietario', { fullName: 'Paola Titolare' });
const moderator = await t.user('moderatore');
const today = todayIso();

/** The entries of a ZIP, read from its central directory (stored or deflated entries, no ZIP64). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** hash.txt of a folder against the bytes next to it: every other entry of the folder, each matching. */
function checkHashes(entries: Map<string, Buffer>, folder = '') {
  const listed = entries
    .get(`${folder}hash.txt`)!
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line)!.slice(1) as [string, string]);
  const names = [...entries.keys()].filter((name) => name.startsWith(folder) && name !== `${folder}hash.txt`).map((name) => name.slice(folder.length));
  expect(listed.map(([, path]) => path).sort()).toEqual(names.sort());
  for (const [hash, path] of listed) expect(hash, path).toBe(sha256(entries.get(folder + path)!));
}

/** A Maltese client owned 50% by a holding that Mario Rossi owns 60% of, identified with a passport copy. */
async function fileWithOwnerAndEvidence(name: string) {
  const client = await createClientRow(db, { companyName: name, countryCode: 'MT', approvalStatus: 'approved' });
  const { id: fileId } = await createAmlFileRow(db, { clientId: client.id, clientName: name });
  const mario = await createAmlPartyRow(db, fileId, { name: 'Mario Rossi', nationality: 'IT' });
  const holding = await createAmlPartyRow(db, fileId, { kind: 'legal', name: 'Holding Alfa Ltd', residenceCountry: 'MT' });
  await createAmlRoleRow(db, fileId, { partyId: holding, percent: '50' });
  await createAmlRoleRow(db, fileId, { partyId: mario, percent: '60', companyPartyId: holding });
  const engagementId = await createAmlEngagementRow(db, fileId);
  const form = new FormData();
  const fields = { partyId: mario, documentType: 'passaporto', documentNumber: 'YA7654321', issuer: 'Questura di Roma', issuedOn: '2021-05-04', expiresOn: '2031-05-03', method: 'in-person', identifiedOn: today };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(makePdf([['Passaporto di Mario Rossi']]))], { type: 'application/pdf' }), 'passaporto.pdf');
  expect((await t.request('POST', `/api/aml/files/${fileId}/identifications`, { as: moderator, body: form })).status).toBe(201);
  const draft = await t.request('POST', `/api/aml/files/${fileId}/assessments`, { as: moderator, json: { engagementId, scores: allFactorScores(1) } });
  expect((await t.request('POST', `/api/aml/assessments/${(await draft.json()).id}/sign`, { as: owner })).status).toBe(200);
  return fileId;
}

describe('export for inspection', () => {
  it('streams one file as a ZIP: the summary with the owner’s chain and the evidence’s SHA-256, the documents, the access log and hash.txt over them', async () => {
    const fileId = await fileWithOwnerAndEvidence('Rossi Trading Ltd');
    await t.request('GET', `/api/aml/files/${fileId}`, { as: moderator });

    expect((await t.request('GET', `/api/aml/files/${fileId}/export`, { as: moderator })).status).toBe(404);
    const res = await t.request('GET', `/api/aml/files/${fileId}/export`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`filename="fascicolo-rossi-trading-ltd-${today}.zip"`);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));

    expect([...entries.keys()]).toEqual(['riepilogo.pdf', 'registro-accessi.csv', 'documenti/01-passaporto.pdf', 'hash.txt']);
    checkHashes(entries);
    const [evidence] = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId));
    expect(sha256(entries.get('documenti/01-passaporto.pdf')!)).toBe(evidence!.sha256);

    const text = (await extractPdfText(entries.get('riepilogo.pdf')!)).replace(/\s+/g, ' ');
    // Art. 20: 60% of the holding × 50% of the client = 30%, above 25% (decision 121's multiplier reading); "→" drawn as "->" in WinAnsi.
    expect(text).toContain('Mario Rossi -> Holding Alfa Ltd (60%) -> Rossi Trading Ltd (50%) = 30%');
    expect(text).toContain(evidence!.sha256);
    expect(text).toContain('Rischio effettivo: 1.6');
    expect(text).toContain('cndcec-2025');
    expect(text).toContain('Catena verificata: integra');

    // The export is in the log before the archive: its line is in the archive's own CSV.
    const csv = entries.get('registro-accessi.csv')!.toString('utf8');
    expect(csv).toContain('Esportazione per ispezione');
    const lines = await db.select().from(amlAccessLog).where(eq(amlAccessLog.fileId, fileId));
    expect(lines.map((l) => l.action)).toEqual(['open', 'export']);
  });

  it('says in the archive that a document is missing from the store, and hashes what it says', async () => {
    const fileId = await fileWithOwnerAndEvidence('Gamma Tre Ltd');
    const [evidence] = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, fileId));
    await t.ctx.storage.delete(evidence!.fileKey);
    const res = await t.request('GET', `/api/aml/files/${fileId}/export`, { as: owner });
    expect(res.status).toBe(200);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['riepilogo.pdf', 'registro-accessi.csv', 'documenti/01-passaporto.pdf.MANCANTE.txt', 'hash.txt']);
    expect(entries.get('documenti/01-passaporto.pdf.MANCANTE.txt')!.toString('utf8')).toBe(
      `Il file "passaporto.pdf" (SHA-256 ${evidence!.sha256}) non è nell'archivio dei file dello studio.\n`,
    );
    checkHashes(entries);
  });

  it('exports several files in one ZIP, a folder each with its own hash.txt, or a random sample of active files', async () => {
    const a = await fileWithOwnerAndEvidence('Alfa Uno Ltd');
    const b = await fileWithOwnerAndEvidence('Beta Due Ltd');
    const res = await t.request('POST', '/api/aml/export', { as: owner, json: { fileIds: [a, b] } });
    expect(res.status).toBe(200);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));
    const folders = [...new Set([...entries.keys()].map((name) => name.split('/')[0]))].sort();
    expect(folders).toEqual([`alfa-uno-ltd-${a.slice(0, 8)}`, `beta-due-ltd-${b.slice(0, 8)}`]);
    for (const folder of folders) checkHashes(entries, `${folder}/`);

    const sample = await t.request('POST', '/api/aml/export', { as: owner, json: { sample: 1 } });
    expect(sample.status).toBe(200);
    const sampled = unzip(Buffer.from(await sample.arrayBuffer()));
    expect(new Set([...sampled.keys()].map((name) => name.split('/')[0])).size).toBe(1);

    expect((await t.request('POST', '/api/aml/export', { as: owner, json: { sample: 0 } })).status).toBe(400);
    expect((await t.request('POST', '/api/aml/export', { as: owner, json: { fileIds: [] } })).status).toBe(400);
    expect((await t.request('POST', '/api/aml/export', { as: owner, json: { fileIds: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(404);
  });
});
