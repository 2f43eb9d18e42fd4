/** Bank applications: the spec's choices, status labels and the status workflow. */

export const BANKS = [
  'HSBC', 'Standard Chartered', 'Citibank', 'Deutsche Bank', 'Credit Suisse', 'UBS',
  'Barclays', 'JPMorgan Chase', 'Bank of America', 'Wells Fargo', 'Altro',
] as const;

export const ACCOUNT_TYPES = [
  'Conto Corrente Business', 'Conto Corrente Personale', 'Conto Deposito', 'Conto Multi-Valuta', 'Conto Investment',
] as const;

export const BUSINESS_TYPES = [
  'Società Offshore', 'Trading Company', 'Holding Company', 'Consulting Services',
  'Real Estate', 'Technology', 'Import/Export', 'Altro',
] as const;

export const BANK_APPLICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected'] as const;
export type BankApplicationStatus = (typeof BANK_APPLICATION_STATUSES)[number];

export const BANK_APPLICATION_STATUS_LABELS: Record<BankApplicationStatus, string> = {
  pending: 'In Attesa',
  in_review: 'In Revisione',
  approved: 'Approvata',
  rejected: 'Rifiutata',
};

export const BANK_APPLICATION_STATUS_BADGES: Record<BankApplicationStatus, 'secondary' | 'outline' | 'default' | 'destructive'> = {
  pending: 'secondary',
  in_review: 'outline',
  approved: 'default',
  rejected: 'destructive',
};

/**
 * The workflow (PRODUCT.md section 1): pending -> in_review -> approved | rejected.
 * Approved and rejected are final.
 */
const NEXT: Record<BankApplicationStatus, readonly BankApplicationStatus[]> = {
  pending: ['in_review'],
  in_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** The statuses an application in `status` may move to, in the order the buttons show them. */
export function nextStatuses(status: BankApplicationStatus): readonly BankApplicationStatus[] {
  return NEXT[status];
}

export function canTransition(from: BankApplicationStatus, to: BankApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

/** The label of the button that moves an application to `to`. */
export const TRANSITION_LABELS: Record<Exclude<BankApplicationStatus, 'pending'>, string> = {
  in_review: 'Prendi in revisione',
  approved: 'Approva',
  rejected: 'Rifiuta',
};

export function transitionRefusedMessage(from: BankApplicationStatus, to: BankApplicationStatus): string {
  return `Cambio di stato non consentito: da "${BANK_APPLICATION_STATUS_LABELS[from]}" a "${BANK_APPLICATION_STATUS_LABELS[to]}"`;
}
