import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';
import { bulkDeleteConfirmation } from './schemas/documents';

describe('plural', () => {
  it('takes the singular for one and the plural for any other count', () => {
    expect(plural(1, ['cliente', 'clienti'])).toBe('cliente');
    expect(plural(0, ['cliente', 'clienti'])).toBe('clienti');
    expect(plural(2, ['cliente selezionato', 'clienti selezionati'])).toBe('clienti selezionati');
  });
});

describe('countOf', () => {
  it('writes the count in it-IT before its noun', () => {
    expect(countOf(1, ['documento', 'documenti'])).toBe('1 documento');
    expect(countOf(0, ['documento', 'documenti'])).toBe('0 documenti');
    expect(countOf(12345, ['cliente', 'clienti'])).toBe('12.345 clienti');
  });
});

describe('counts in the product texts', () => {
  it('the documents bulk deletion names one document in the singular', () => {
    expect(bulkDeleteConfirmation(1)).toBe('Sei sicuro di voler eliminare 1 documento? Questa azione non può essere annullata.');
    expect(bulkDeleteConfirmation(3)).toBe('Sei sicuro di voler eliminare 3 documenti? Questa azione non può essere annullata.');
  });
});
