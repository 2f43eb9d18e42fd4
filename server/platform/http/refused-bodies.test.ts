import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { TEST_APP_URL, createTestApp } from '../../test/test-app';

/**
 * A body refused before it is read (413, a file of the wrong kind, 401) must not break the caller's
 * connection: a client that keeps its connection alive (browsers, undici, nginx
 * with keepalive) sends its next request on the same socket right after the
 * answer. The server either reads the rest of the body and keeps the connection,
 * or says `Connection: close` and lets the client open a new one: never an answer
 * that promises keep-alive on a socket it then closes.
 */

const t = await createTestApp();
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = createApp(t.ctx);
  port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve(info.port));
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const owner = await t.user('proprietario');
const moderator = await t.user('moderatore');
const MB = 1024 * 1024;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on `agent`; the body is written in 64 KB pieces, as a browser or nginx sends it. */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { origin: TEST_APP_URL, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
    if (body) for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}

/** A multipart body with one file of `size` bytes starting with `head`. */
async function multipart(head: Buffer, size: number, name: string): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)])]), name);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

/** After the refusal, the same client's next request on its kept-alive connection is answered. */
async function refusalThenNext(refuse: (agent: http.Agent) => Promise<Answer>, expected: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await refuse(agent);
    expect(refused.status).toBe(expected);
    expect(JSON.parse(refused.body).message).toMatch(/[a-z]/);
    const next = await send(agent, 'GET', '/api/health', {});
    expect(next.status).toBe(200);
  } finally {
    agent.destroy();
  }
}

describe('a body refused before it is read', () => {
  it('413: a staff avatar of 3 MB with its length declared', async () => {
    const { body, contentType } = await multipart(PNG_HEAD, 3 * MB, 'foto.png');
    await refusalThenNext(
      (agent) => send(agent, 'POST', `/api/staff/${moderator.id}/avatar`, { cookie: owner.cookie, 'content-type': contentType, 'content-length': String(body.length) }, body),
      413,
    );
  });

  it('413: a staff avatar of 3 MB sent in chunks, refused while it streams', async () => {
    const { body, contentType } = await multipart(PNG_HEAD, 3 * MB, 'foto.png');
    await refusalThenNext(
      (agent) => send(agent, 'POST', `/api/staff/${moderator.id}/avatar`, { cookie: owner.cookie, 'content-type': contentType, 'transfer-encoding': 'chunked' }, body),
      413,
    );
  });

  it('413: a document over MAX_UPLOAD_MB', async () => {
    const { body, contentType } = await multipart(Buffer.from('%PDF-1.4\n'), 3 * MB, 'atto.pdf');
    await refusalThenNext(
      (agent) => send(agent, 'POST', '/api/documents', { cookie: owner.cookie, 'content-type': contentType, 'content-length': String(body.length) }, body),
      413,
    );
  });

  it('a file of the wrong kind, refused at its first bytes', async () => {
    const { body, contentType } = await multipart(Buffer.from('MZ'), 1 * MB, 'foto.png');
    await refusalThenNext(
      (agent) => send(agent, 'POST', '/api/profile/avatar', { cookie: owner.cookie, 'content-type': contentType, 'content-length': String(body.length) }, body),
      400,
    );
  });

  it('401: an upload without a session', async () => {
    const { body, contentType } = await multipart(PNG_HEAD, 1 * MB, 'foto.png');
    await refusalThenNext((agent) => send(agent, 'POST', '/api/profile/avatar', { 'content-type': contentType, 'content-length': String(body.length) }, body), 401);
  });

  it('413: a JSON body over 1 MB', async () => {
    const body = Buffer.from(JSON.stringify({ companyName: 'x'.repeat(2 * MB) }));
    await refusalThenNext(
      (agent) => send(agent, 'POST', '/api/clients', { cookie: owner.cookie, 'content-type': 'application/json', 'content-length': String(body.length) }, body),
      413,
    );
  });
});

describe('a body larger than any the app accepts', () => {
  it('is not read: the answer says Connection: close and the connection ends after it', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const head = [
      `POST /api/staff/${moderator.id}/avatar HTTP/1.1`,
      'Host: 127.0.0.1',
      `Origin: ${TEST_APP_URL}`,
      `Cookie: ${owner.cookie}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${1024 * MB}`,
    ].join('\r\n');
    socket.write(`${head}\r\n\r\n--x\r\n`);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (d) => (text += d));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });
});
