import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkEditDialog } from './BulkEditDialog';

afterEach(cleanup);

function open(ids: string[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BulkEditDialog ids={ids} sharedCountry={null} open onOpenChange={() => {}} onDone={() => {}} countries={[]} />
    </QueryClientProvider>,
  );
}

describe('Modifica Bulk', () => {
  it('names one selected client in the singular, several in the plural', () => {
    open(['a']);
    expect(screen.getByRole('dialog', { name: 'Modifica Bulk - 1 cliente selezionato' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aggiorna 1 cliente' })).toBeTruthy();
    cleanup();
    open(['a', 'b']);
    expect(screen.getByRole('dialog', { name: 'Modifica Bulk - 2 clienti selezionati' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aggiorna 2 clienti' })).toBeTruthy();
  });

  it('gives the date field its label as its name, typed the Italian way', () => {
    open(['a', 'b']);
    const date = screen.getByLabelText('Data di Costituzione');
    expect(date.tagName).toBe('INPUT');
    expect(date.getAttribute('placeholder')).toBe('gg/mm/aaaa');
  });
});
