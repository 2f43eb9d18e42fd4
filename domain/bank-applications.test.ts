import { describe, expect, it } from 'vitest';
import { BANK_APPLICATION_STATUSES, canTransition, nextStatuses, transitionRefusedMessage } from './bank-applications';

describe('bank application workflow', () => {
  it('moves pending -> in_review -> approved | rejected', () => {
    expect(nextStatuses('pending')).toEqual(['in_review']);
    expect(nextStatuses('in_review')).toEqual(['approved', 'rejected']);
    expect(canTransition('pending', 'in_review')).toBe(true);
    expect(canTransition('in_review', 'approved')).toBe(true);
    expect(canTransition('in_review', 'rejected')).toBe(true);
  });

  it('refuses skipping review, going back, staying put and leaving a final status', () => {
    const allowed = new Set(['pending>in_review', 'in_review>approved', 'in_review>rejected']);
    for (const from of BANK_APPLICATION_STATUSES) {
      for (const to of BANK_APPLICATION_STATUSES) {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(nextStatuses('approved')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
  });

  it('says in Italian why a change is refused', () => {
    expect(transitionRefusedMessage('pending', 'approved')).toBe('Cambio di stato non consentito: da "In Attesa" a "Approvata"');
  });
});
