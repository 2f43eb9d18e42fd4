import { countOf } from './plural';

/** What deleting accounts removes or unlinks, as the server counts it. */
export interface DeletionImpact {
  /** Client companies that stay, with their link to the account cleared. */
  linkedClients: number;
  expenses: number;
  income: number;
  bankApplications: number;
  companies: number;
}


/**
 * The lines of a deletion confirmation: what goes with the accounts and what
 * stays. Always says that the login, profile and sessions go.
 */
export function deletionImpactLines(impact: DeletionImpact): { removed: string[]; kept: string[] } {
  const removed = ['Account di accesso, profilo e sessioni aperte'];
  if (impact.expenses > 0) removed.push(countOf(impact.expenses, ['spesa della propria contabilità', 'spese della propria contabilità']));
  if (impact.income > 0) removed.push(countOf(impact.income, ['entrata della propria contabilità', 'entrate della propria contabilità']));
  if (impact.bankApplications > 0) removed.push(countOf(impact.bankApplications, ['applicazione bancaria', 'applicazioni bancarie']));
  if (impact.companies > 0) removed.push(countOf(impact.companies, ['società del profilo', 'società del profilo']));
  const kept: string[] = [];
  if (impact.linkedClients > 0) {
    kept.push(
      impact.linkedClients === 1
        ? '1 cliente collegato resta in archivio con i suoi documenti, senza collegamento all\'account'
        : `${impact.linkedClients} clienti collegati restano in archivio con i loro documenti, senza collegamento all'account`,
    );
  }
  kept.push('Le voci del registro attività restano');
  return { removed, kept };
}
