import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { useAcceptSuggestions } from './client-suggestions';
import { useUpdateClientField } from './update-client-field';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

/** The app's query client, with the mutation cache that turns `meta` into toasts. */
function wrapper({ children }: { children: ReactNode }) {
  const client: QueryClient = new QueryClient({ mutationCache: mutationCacheWithMeta(() => client) });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

describe('inline edit of a client field', () => {
  it("a refused edit is told under the spec's title, with the server's reason below", async () => {
    const reason = 'La data di costituzione non può essere nel futuro';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'VALIDATION_ERROR', message: reason }, { status: 400 })));
    const { result } = renderHook(() => useUpdateClientField(), { wrapper });
    result.current.mutate({ id: CLIENT_ID, input: { field: 'incorporationDate', value: '2999-01-01' } });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: reason });
  });

  it('without a reason from the server (a failure of its own), the description says what was not done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'Errore interno' }, { status: 500 })));
    const { result } = renderHook(() => useUpdateClientField(), { wrapper });
    result.current.mutate({ id: CLIENT_ID, input: { field: 'companyName', value: 'Nuova Srl' } });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: 'Impossibile aggiornare il cliente' });
  });
});

describe('applying the client data read in its PDFs', () => {
  it("a refusal is told under the inline edit's title, with the server's reason below", async () => {
    const reason = 'I dati scelti non sono più da applicare: il cliente li ha già o i suoi documenti sono cambiati.';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'SUGGESTIONS_GONE', message: reason }, { status: 409 })));
    const { result } = renderHook(() => useAcceptSuggestions(), { wrapper });
    result.current.mutate({ id: CLIENT_ID, fields: ['fullName'] });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: reason });
  });

  it('without a reason from the server, the description says what was not done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'Errore interno' }, { status: 500 })));
    const { result } = renderHook(() => useAcceptSuggestions(), { wrapper });
    result.current.mutate({ id: CLIENT_ID, fields: ['fullName'] });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: 'Impossibile applicare i dati al cliente' });
  });

  it('tells how many data were applied, one in the singular', async () => {
    const answer = (applied: string[]) => Response.json({ client: {}, applied });
    vi.stubGlobal('fetch', vi.fn(async () => answer(['fullName'])));
    const { result } = renderHook(() => useAcceptSuggestions(), { wrapper });
    result.current.mutate({ id: CLIENT_ID, fields: ['fullName'] });
    await waitFor(() => expect(sonner.success).toHaveBeenCalledTimes(1));
    expect(sonner.success).toHaveBeenLastCalledWith('Successo', { description: '1 dato applicato al cliente' });
    vi.stubGlobal('fetch', vi.fn(async () => answer(['fullName', 'companyNumber'])));
    result.current.mutate({ id: CLIENT_ID, fields: ['fullName', 'companyNumber'] });
    await waitFor(() => expect(sonner.success).toHaveBeenCalledTimes(2));
    expect(sonner.success).toHaveBeenLastCalledWith('Successo', { description: '2 dati applicati al cliente' });
  });
});
