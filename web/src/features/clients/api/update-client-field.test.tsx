import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutationCacheWithMeta } from '@web/lib/mutation-meta';
import { useUpdateClientField } from './update-client-field';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function wrapper({ children }: { children: ReactNode }) {
  const client: QueryClient = new QueryClient({ mutationCache: mutationCacheWithMeta(() => client) });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('inline edit of a client field', () => {
  it("a refused edit is told under the spec's title, with the server's reason below", async () => {
    const reason = 'La data di costituzione non può essere nel futuro';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'VALIDATION_ERROR', message: reason }, { status: 400 })));
    const { result } = renderHook(() => useUpdateClientField(), { wrapper });
    result.current.mutate({ id: '00000000-0000-4000-8000-000000000001', input: { field: 'incorporationDate', value: '2999-01-01' } });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: reason });
  });

  it('without a reason from the server (a failure of its own), the description says what was not done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'Errore interno' }, { status: 500 })));
    const { result } = renderHook(() => useUpdateClientField(), { wrapper });
    result.current.mutate({ id: '00000000-0000-4000-8000-000000000001', input: { field: 'companyName', value: 'Nuova Srl' } });
    await waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(1));
    expect(sonner.error).toHaveBeenCalledWith("Errore durante l'aggiornamento", { description: 'Impossibile aggiornare il cliente' });
  });
});
