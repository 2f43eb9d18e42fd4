import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_WRONG_KIND_MESSAGE } from '@domain/schemas/contracts';
import { messageOf, renderWithQuery } from '@web/test/render';
import { UploadContractDialog } from './UploadContractDialog';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

interface Upload {
  method: string;
  url: string;
  fields: Record<string, FormDataEntryValue>;
}

/**
 * The upload goes by XMLHttpRequest (for its progress): a stand-in records what it
 * carries and answers `status` with `body`.
 */
function stubUpload(status: number, body: unknown): Upload[] {
  const sent: Upload[] = [];
  class FakeRequest {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, fields: Object.fromEntries(form.entries()) });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const title = () => screen.getByLabelText<HTMLInputElement>('Titolo *');
const fileInput = () => screen.getByLabelText<HTMLInputElement>('File *');
const pick = (name: string) => fireEvent.change(fileInput(), { target: { files: [new File(['contenuto'], name)] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Carica' }));

function open() {
  const onOpenChange = vi.fn();
  renderWithQuery(<UploadContractDialog open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('Carica Contratto', () => {
  it('sends the title, the description and the file as a form; a blank description is left out', async () => {
    const sent = stubUpload(201, { id: 'c-1' });
    const onOpenChange = open();
    fireEvent.change(title(), { target: { value: '  Contratto di consulenza ' } });
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: '   ' } });
    pick('consulenza.docx');
    upload();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toMatch(/\/api\/contracts$/);
    expect(Object.keys(sent[0]!.fields)).toEqual(['title', 'file']);
    expect(sent[0]?.fields.title).toBe('Contratto di consulenza');
    expect((sent[0]?.fields.file as File).name).toBe('consulenza.docx');
    expect(sonner.success).toHaveBeenCalledWith('Successo', { description: 'Contratto caricato con successo' });
  });

  it('a description, when given, goes along trimmed', async () => {
    const sent = stubUpload(201, { id: 'c-1' });
    const onOpenChange = open();
    fireEvent.change(title(), { target: { value: 'NDA' } });
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: ' Firmato da entrambi ' } });
    pick('nda.pdf');
    upload();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent[0]?.fields).toMatchObject({ title: 'NDA', description: 'Firmato da entrambi' });
  });

  it('asks for a title and a file in Italian, and refuses a file of another kind, before any upload', async () => {
    const sent = stubUpload(201, {});
    open();
    upload();
    await waitFor(() => expect(messageOf(title())).toBe('Il titolo è obbligatorio'));
    expect(screen.getByText('Seleziona un file')).toBeTruthy();
    pick('foto.png');
    expect(screen.getByText(CONTRACT_WRONG_KIND_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("the server's refusal of the title lands under it and the dialog stays open", async () => {
    stubUpload(400, { code: 'VALIDATION_ERROR', message: 'Dati non validi', fieldErrors: { title: 'Esiste già un contratto con questo titolo' } });
    const onOpenChange = open();
    fireEvent.change(title(), { target: { value: 'NDA' } });
    pick('nda.pdf');
    upload();
    await waitFor(() => expect(messageOf(title())).toBe('Esiste già un contratto con questo titolo'));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();
  });
});
