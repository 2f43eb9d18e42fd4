import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap, withUploadProgress } from './api';
import { ApiError } from './api-error';

/** An XMLHttpRequest that records what it is given and answers when the test says. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  responseHeaders = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json\r\nx-request-id: abc\r\n';
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploads through the typed client with withUploadProgress', () => {
  it('sends the form to the route with the real progress, and reads the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'mandato.pdf', { type: 'application/pdf' });
    const sent = unwrap(api.contracts.$post({ form: { title: 'Mandato', file } }, { fetch: withUploadProgress((p) => progress.push(p)) }));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/contracts']);
    // The fields before the file: the server reads them as the upload streams in.
    expect([...(xhr.body as FormData).keys()]).toEqual(['title', 'file']);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('mandato.pdf');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(201, { id: 'c1', title: 'Mandato' });
    expect(await sent).toEqual({ id: 'c1', title: 'Mandato' });
    expect(progress).toEqual([25, 100]);
  });

  it("turns a refusal into ApiError with the server's Italian message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const sent = unwrap(api.contracts.$post({ form: { title: 'Foto', file } }, { fetch: withUploadProgress() }));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    FakeXhr.last.answer(415, { code: 'WRONG_KIND', message: 'Formato non supportato: carica un file PDF, DOC, DOCX o TXT.' });
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: 'Formato non supportato: carica un file PDF, DOC, DOCX o TXT.' });
  });

  it('fails as fetch does when the connection fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = withUploadProgress()('/api/documents', { method: 'POST', body: new FormData() });
    FakeXhr.last.onerror?.();
    await expect(sent).rejects.toBeInstanceOf(TypeError);
  });

  it('sends a form as the body to a route that declares only its param', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await unwrap(api.staff[':id'].avatar.$post({ param: { id: 'Xk2p9' } }, { init: { body: form } }))).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body, init.credentials]).toEqual(['/api/staff/Xk2p9/avatar', 'POST', form, 'same-origin']);
  });
});
