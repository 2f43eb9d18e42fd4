import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, messageOf, renderWithQuery, stubApi, stubLayout } from '@web/test/render';
import { TemplateEditorDialog } from './TemplateEditorDialog';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

function fill() {
  const dialog = screen.getByRole('dialog', { name: 'Nuovo modello' });
  fireEvent.change(within(dialog).getByLabelText('Nome del modello *'), { target: { value: 'Costituzione LLC' } });
  fireEvent.change(within(dialog).getByLabelText('Nome della voce *'), { target: { value: 'Passaporto' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salva modello' }));
  return dialog;
}

describe('TemplateEditorDialog', () => {
  beforeAll(stubLayout);
  afterEach(() => vi.unstubAllGlobals());

  it("puts the server's messages on their fields, a row's field included, without a toast", async () => {
    stubApi(() => apiError(400, 'Il nome è troppo lungo', { name: 'Il nome è troppo lungo', 'items.0.name': 'Il nome della voce è troppo lungo' }));
    const onOpenChange = vi.fn();
    renderWithQuery(<TemplateEditorDialog open onOpenChange={onOpenChange} editing={null} />);
    const dialog = fill();
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('Nome del modello *'))).toBe('Il nome è troppo lungo'));
    expect(messageOf(within(dialog).getByLabelText('Nome della voce *'))).toBe('Il nome della voce è troppo lungo');
    expect(sonner.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('holds the dialog while the template is sent, then closes', async () => {
    // The save's answer waits for the test; the views read again after it answer at once.
    let answer: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method !== 'POST') return Response.json([]);
        bodies.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const onOpenChange = vi.fn();
    renderWithQuery(<TemplateEditorDialog open onOpenChange={onOpenChange} editing={null} />);
    const dialog = fill();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Costituzione LLC', items: [{ name: 'Passaporto', maxFiles: 1 }] });
    expect((within(dialog).getByRole('button', { name: 'Annulla' }) as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ id: 't1' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
