import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');

function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('title', name);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return t.request('POST', '/api/contracts', { as: owner, body: form });
}

const TEXT = 'Contratto di consulenza\r\nSocietà Alfa S.r.l. – sede in Città di Castello\r\n';

describe('a contract saved as plain text', () => {
  const encodings: [string, Buffer, string][] = [
    ['UTF-8', Buffer.from(TEXT, 'utf8'), 'utf-8'],
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]), 'utf-8'],
    ['UTF-16 with a byte order mark', Buffer.from(`\ufeff${TEXT}`, 'utf16le'), 'utf-16le'],
    ['Windows-1252', Buffer.from(TEXT.replace('–', '\u0096'), 'latin1'), 'windows-1252'],
    ['Latin-1', Buffer.from(TEXT.replace('–', '-'), 'latin1'), 'windows-1252'],
  ];

  it.each(encodings)('in %s is kept byte for byte and served with its charset', async (_name, bytes, charset) => {
    const res = await upload(bytes, 'contratto.txt');
    expect(res.status).toBe(201);
    const { id, contentType } = (await res.json()) as { id: string; contentType: string };
    expect(contentType).toBe(`text/plain; charset=${charset}`);
    const file = await t.request('GET', `/api/contracts/${id}/file`, { as: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(`text/plain; charset=${charset}`);
    const served = Buffer.from(await file.arrayBuffer());
    expect(served.equals(bytes)).toBe(true);
  });

  it('in Windows-1252 with its first accented letter past the first 4 KB is served as Windows-1252', async () => {
    const bytes = Buffer.from(`${'Premesse. '.repeat(600)}\r\n${TEXT}`, 'latin1');
    const res = await upload(bytes, 'lungo.txt');
    expect(res.status).toBe(201);
    const { id, contentType } = (await res.json()) as { id: string; contentType: string };
    expect(contentType).toBe('text/plain; charset=windows-1252');
    const file = await t.request('GET', `/api/contracts/${id}/file`, { as: owner });
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('is refused when its bytes are binary, whatever its name', async () => {
    for (const bytes of [
      Buffer.from('Contratto\u0000firmato', 'latin1'),
      Buffer.from('Contratto\u0001\u0002\u0003', 'latin1'),
      Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 131 + 7) % 256)),
    ]) {
      const res = await upload(bytes, 'contratto.txt');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Formato non supportato: carica un file PDF, DOC, DOCX o TXT.');
    }
  });
});
