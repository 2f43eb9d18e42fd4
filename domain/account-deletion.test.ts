import { describe, expect, it } from 'vitest';
import { deletionImpactLines } from './account-deletion';

describe('deletionImpactLines', () => {
  it('always names the login and what stays', () => {
    const lines = deletionImpactLines({ linkedClients: 0, expenses: 0, income: 0, bankApplications: 0, companies: 0 });
    expect(lines.removed).toEqual(['Account di accesso, profilo e sessioni aperte']);
    expect(lines.kept).toEqual(['Le voci del registro attività restano']);
  });

  it('counts what goes and the clients that stay, singular and plural', () => {
    const lines = deletionImpactLines({ linkedClients: 2, expenses: 1, income: 3, bankApplications: 1, companies: 2 });
    expect(lines.removed).toEqual([
      'Account di accesso, profilo e sessioni aperte',
      '1 spesa della propria contabilità',
      '3 entrate della propria contabilità',
      '1 applicazione bancaria',
      '2 società del profilo',
    ]);
    expect(lines.kept[0]).toBe('2 clienti collegati restano in archivio con i loro documenti, senza collegamento all\'account');
  });
});
