import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WRONG_REQUEST_FILE_MESSAGE, maxFilesMessage } from '@domain/schemas/requests';
import { renderWithQuery } from '@web/test/render';
import { UploadSlot } from './UploadSlot';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** An XMLHttpRequest that records each upload and answers when the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const item = { id: '6f1c2a58-0d5e-4d44-9a1f-3c0f7a1b2c3d', name: 'Passaporto', maxFiles: 2, files: [] };
const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Carica file per Passaporto'), { target: { files } });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('UploadSlot', () => {
  it('refuses a file of the wrong kind at once, in Italian, without sending it', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
    renderWithQuery(<UploadSlot item={item} />);
    pick(new File(['ciao'], 'note.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toContain(WRONG_REQUEST_FILE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends several files one after the other, each with its real progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
    FakeXhr.sent = [];
    renderWithQuery(<UploadSlot item={item} />);
    pick(pdf('fronte.pdf'), pdf('retro.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.url).toBe(`/api/requests/items/${item.id}/files`);
    expect(((first.body as FormData).get('file') as File).name).toBe('fronte.pdf');
    expect(screen.getAllByTestId('upload-progress')).toHaveLength(2);

    first.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Caricamento di fronte.pdf' })).toBeTruthy();

    first.answer(201, { id: 'f1' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.queryByRole('progressbar', { name: 'Caricamento di fronte.pdf' })).toBeNull();
    FakeXhr.sent[1]!.answer(201, { id: 'f2' });
    await waitFor(() => expect(screen.queryAllByTestId('upload-progress')).toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal under the slot, and keeps only as many files as the slot has room for", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
    FakeXhr.sent = [];
    renderWithQuery(<UploadSlot item={{ ...item, files: [{}] }} />);
    pick(pdf('uno.pdf'), pdf('due.pdf'));
    expect(screen.getByRole('alert').textContent).toContain(`due.pdf: ${maxFilesMessage(2)}`);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(413, { code: 'TOO_LARGE', message: 'Il file è troppo grande (massimo 25 MB)' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('uno.pdf: Il file è troppo grande (massimo 25 MB)'));
  });
});
