import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { ExportDialog } from './ExportDialog';

const IDS = ['6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10', '0b7e7d3c-3f0a-4c55-8a59-2a2b3c4d5e6f'];
const ZIP_NAME = 'fascicoli-antiriciclaggio-2026-11-27.zip';

/** The ZIP as the server answers it: its bytes, named in Content-Disposition. */
const zipAnswer = () =>
  new Response(new Blob(['PK\u0003\u0004'], { type: 'application/zip' }), {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${ZIP_NAME}"` },
  });

/** The names the browser was asked to save files under. */
let saved: string[];

describe('ExportDialog', () => {
  beforeAll(stubLayout);
  beforeEach(() => {
    saved = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:archivio';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a sample that is not a whole number from 1 to 50, sending nothing, then sends the number and saves the ZIP under its name', async () => {
    const sent = stubApi(zipAnswer);
    const onOpenChange = vi.fn();
    renderWithQuery(<ExportDialog open onOpenChange={onOpenChange} selected={[]} />);
    expect((screen.getByRole('radio', { name: /I fascicoli selezionati/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Un campione casuale/ }) as HTMLInputElement).checked).toBe(true);
    const count = screen.getByLabelText('Numero di fascicoli del campione') as HTMLInputElement;
    expect(count.value).toBe('10');

    for (const [typed, message] of [
      ['0', 'Estrai almeno un fascicolo'],
      ['51', 'Al massimo 50 fascicoli per esportazione'],
      ['2.5', 'Indica un numero intero'],
      ['', 'Indica quanti fascicoli estrarre'],
    ] as const) {
      fireEvent.change(count, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Scarica archivio' }));
      await waitFor(() => expect(messageOf(count)).toBe(message));
    }
    expect(sent).toEqual([]);

    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scarica archivio' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ method: 'POST', path: '/api/aml/export', body: { sample: 3 } }]);
    expect(saved).toEqual([ZIP_NAME]);
  });

  it('sends the files selected in the list', async () => {
    const sent = stubApi(zipAnswer);
    renderWithQuery(<ExportDialog open onOpenChange={vi.fn()} selected={IDS} />);
    const selected = screen.getByRole('radio', { name: 'I fascicoli selezionati (2)' }) as HTMLInputElement;
    expect(selected.checked).toBe(true);
    expect(screen.queryByLabelText('Numero di fascicoli del campione')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Scarica archivio' }));
    await waitFor(() => expect(saved).toEqual([ZIP_NAME]));
    expect(sent).toEqual([{ method: 'POST', path: '/api/aml/export', body: { fileIds: IDS } }]);
  });

  it("shows the server's refusal in the dialog, and saves nothing", async () => {
    stubApi(() => apiError(409, 'Nessun fascicolo attivo da esportare'));
    const onOpenChange = vi.fn();
    renderWithQuery(<ExportDialog open onOpenChange={onOpenChange} selected={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scarica archivio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nessun fascicolo attivo da esportare');
    expect(saved).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
