import type { Fee } from './rules';

/** A rule's fee in Italian with its currency ("50,00 £"), or "Nessun costo": the one wording in pages, e-mails and calendars. */
export function formatFee(fee: Fee | null): string {
  return fee ? new Intl.NumberFormat('it-IT', { style: 'currency', currency: fee.currency }).format(fee.amount) : 'Nessun costo';
}
