import { afterAll, describe, expect, it } from 'vitest';
import { createClientRow } from '../db/factories/clients';
import { createContractRow } from '../db/factories/documents';
import { createTestApp } from '../test/test-app';

/**
 * Stored files never run as pages of the app: whatever an upload holds (a PDF
 * with JavaScript, an image that is really HTML), its answer is sandboxed, never
 * sniffed, never kept by a cache; a download is an attachment.
 */

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const client = await createClientRow(t.ctx.db, { userId: null });

/** A PDF whose opening runs JavaScript (/OpenAction /JS), as a hostile upload would be. */
function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    '<< /S /JavaScript /JS (app.alert\\("eseguito"\\); this.submitForm\\("https://example.com/"\\);) >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function expectSafeFileAnswer(res: Response, disposition: 'inline' | 'attachment') {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toBe('sandbox');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
}

describe('file answers', () => {
  it('serve an uploaded PDF with JavaScript sandboxed, unsniffed and uncached, inline and as a download', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ clientId: client.id, title: 'PDF con script', accessLevel: 'private', category: 'Altri' })) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(pdfWithJavaScript())], { type: 'application/pdf' }), 'script.pdf');
    const uploaded = await t.request('POST', '/api/documents', { as: owner, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const inline = await t.request('GET', `/api/documents/${id}/file?disposition=inline`, { as: owner });
    expectSafeFileAnswer(inline, 'inline');
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await inline.arrayBuffer()).includes('/JavaScript')).toBe(true);
    expectSafeFileAnswer(await t.request('GET', `/api/documents/${id}/file`, { as: owner }), 'attachment');
  });

  it('serve contracts as downloads and avatars inline, with the same headers', async () => {
    const contract = await createContractRow(t.ctx, { title: 'Contratto' });
    expectSafeFileAnswer(await t.request('GET', `/api/contracts/${contract.id}/file`, { as: owner }), 'attachment');

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script>')]);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    expect((await t.request('POST', '/api/profile/avatar', { as: owner, body: form })).status).toBe(200);
    expectSafeFileAnswer(await t.request('GET', `/api/profile/avatar/${owner.id}`, { as: owner }), 'inline');
  });

  it('deny pages and answers the browser features the app does not use, and leave it the clipboard', async () => {
    for (const path of ['/', '/api/me', '/clienti']) {
      const policy = (await t.request('GET', path, { as: owner })).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy, path).toContain(`${feature}=()`);
      expect(policy, path).not.toMatch(/clipboard-write=\(\)/);
    }
  });
});
