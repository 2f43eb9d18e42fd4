import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from './seed/factories/pdf';
import { createClientRow } from './seed/factories/clients';
import { documents } from './platform/db/schema';
import { CLIENT_IP_HEADER } from './platform/http/client-address';
import { TEST_APP_URL, createTestApp } from './test/test-app';

/**
 * Every body has a ceiling, enforced before or while it arrives: JSON 1 MB,
 * /api/auth/* 64 KB, uploads MAX_UPLOAD_MB plus the multipart envelope.
 * A body over it is refused with 413 and an Italian message, and is not read
 * much beyond the limit (a chunked body is cut off while it streams).
 */

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const client = await createClientRow(t.ctx.db, { companyName: 'Delta Partners Ltd' });
const MB = 1024 * 1024;

/** A body of `total` bytes sent in 64 KB chunks without Content-Length; `pulled()` tells how much the server read. */
function chunkedBody(total: number, fill = 0x20) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled: () => sent };
}

let ip = 0;
function send(method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit | ReadableStream; cookie?: string }) {
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: `10.99.0.${++ip}`, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  return t.app.request(`${TEST_APP_URL}${path}`, { method, headers, body: init.body as BodyInit, duplex: 'half' } as RequestInit);
}

async function expectTooLarge(res: Response, code = 'PAYLOAD_TOO_LARGE') {
  expect(res.status).toBe(413);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/troppo grande/);
}

const documentCount = async () => (await t.ctx.db.select({ n: count() }).from(documents))[0]!.n;

describe('JSON bodies', () => {
  it('refuses a declared body over 1 MB with 413 in Italian', async () => {
    const body = JSON.stringify({ companyName: 'x'.repeat(2 * MB) });
    const res = await send('POST', '/api/clients', {
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    await expectTooLarge(res);
  });

  it('cuts off a chunked body without Content-Length while it streams', async () => {
    const { stream, pulled } = chunkedBody(64 * MB);
    const res = await send('POST', '/api/clients', { cookie: owner.cookie, headers: { 'content-type': 'application/json' }, body: stream });
    await expectTooLarge(res);
    expect(pulled()).toBeLessThan(2 * MB);
  });

  it('refuses an anonymous oversized body too', async () => {
    const { stream } = chunkedBody(4 * MB);
    await expectTooLarge(await send('POST', '/api/clients', { headers: { 'content-type': 'application/json' }, body: stream }));
  });

  it('still accepts an ordinary JSON body', async () => {
    const res = await send('PATCH', `/api/clients/${client.id}`, {
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ field: 'sectors', value: 'n'.repeat(500), padding: ' '.repeat(200_000) }),
    });
    expect(res.status).toBe(200);
  });
});

describe('auth bodies', () => {
  it('refuses a 100 KB sign-up with 413 in Italian', async () => {
    const body = JSON.stringify({ email: 'grande@example.com', password: 'password123', name: 'n'.repeat(100 * 1024) });
    await expectTooLarge(await send('POST', '/api/auth/sign-up/email', { headers: { 'content-type': 'application/json' }, body }));
  });

  it('refuses a chunked 100 KB sign-in while it streams', async () => {
    const { stream, pulled } = chunkedBody(16 * MB);
    await expectTooLarge(await send('POST', '/api/auth/sign-in/email', { headers: { 'content-type': 'application/json' }, body: stream }));
    expect(pulled()).toBeLessThan(1 * MB);
  });
});

describe('uploads', () => {
  const form = (file: Buffer) => {
    const f = new FormData();
    f.set('clientId', client.id);
    f.set('title', 'Statuto');
    f.set('accessLevel', 'private');
    f.set('category', 'Documenti Pubblici');
    f.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'statuto.pdf');
    return f;
  };

  it('accepts a file over the JSON limit and under MAX_UPLOAD_MB', async () => {
    const pdf = Buffer.concat([makePdf([['Statuto']]), Buffer.alloc(1.5 * MB, 0x20)]);
    const res = await send('POST', '/api/documents', { cookie: owner.cookie, body: form(pdf) });
    expect(res.status).toBe(201);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413, declared or streamed, and keeps nothing', async () => {
    const before = await documentCount();
    const big = Buffer.concat([makePdf([['grande']]), Buffer.alloc(t.ctx.env.MAX_UPLOAD_MB * MB + 1024, 0x20)]);
    const streamed = await send('POST', '/api/documents', { cookie: owner.cookie, body: form(big) });
    await expectTooLarge(streamed, 'FILE_TOO_LARGE');

    const request = new Request(`${TEST_APP_URL}/api/documents`, { method: 'POST', body: form(big) });
    const bytes = Buffer.from(await request.arrayBuffer());
    const declared = await send('POST', '/api/documents', {
      cookie: owner.cookie,
      headers: { 'content-type': request.headers.get('content-type')!, 'content-length': String(bytes.length) },
      body: bytes,
    });
    await expectTooLarge(declared, 'FILE_TOO_LARGE');
    expect(await documentCount()).toBe(before);
  });

  it('counts the whole multipart body, not only the file: a huge second part is cut off while it streams', async () => {
    const before = await documentCount();
    const boundary = '----arcadia-limite';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${client.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nStatuto\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="accessLevel"\r\n\r\nprivate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nDocumenti Pubblici\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const pdf = makePdf([['primo']]);
    const second = Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="extra"; filename="b.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    let sent = 0;
    const filler = new Uint8Array(64 * 1024).fill(0x41);
    const total = 64 * MB;
    const parts = [head, pdf, second];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) return controller.enqueue(new Uint8Array(next));
        if (sent >= total) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        sent += filler.length;
        controller.enqueue(filler);
      },
    });
    const res = await send('POST', '/api/documents', {
      cookie: owner.cookie,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
    });
    await expectTooLarge(res, 'FILE_TOO_LARGE');
    expect(sent).toBeLessThan(t.ctx.env.MAX_UPLOAD_MB * MB + 2 * MB);
    expect(await documentCount()).toBe(before);
  });
});
