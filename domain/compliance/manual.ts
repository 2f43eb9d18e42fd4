/**
 * Obligations staff add by hand ("Nuova Scadenza", decision 114): whatever the
 * rule catalogue lacks (VAT returns, payroll, licences). Each is a series: a due
 * date and a recurrence; its occurrences are stored beside the rules' ones under
 * one reserved rule id, so every list, count, reminder and feed reads them too.
 * Plain data and arithmetic: the web imports it.
 */
import { addMonths } from '../periods';

/** The rule id of every stored occurrence of a manual obligation; no catalogue rule may take it. */
export const MANUAL_RULE_ID = 'manual';

/** The card's badge of a manual obligation. */
export const MANUAL_BADGE = 'Manuale';

export const RECURRENCES = ['none', 'monthly', 'quarterly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  none: 'Nessuna',
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  yearly: 'Annuale',
};

/** Months between two occurrences; 0: one only. */
const RECURRENCE_MONTHS: Record<Recurrence, number> = { none: 0, monthly: 1, quarterly: 3, yearly: 12 };

/** What the card says of the series under the title. */
export function recurrenceDescription(recurrence: Recurrence): string {
  return recurrence === 'none' ? 'Scadenza aggiunta a mano, una tantum' : `Scadenza aggiunta a mano, ricorrenza ${RECURRENCE_LABELS[recurrence].toLowerCase()}`;
}

/**
 * The series' first due date after `after` (or from the start when nothing is
 * done yet: `after` null), or null when the series has no more. The series is
 * counted from its start, so it keeps its day: 31 January monthly gives
 * 28/29 February, then 31 March.
 */
export function nextManualDueDate(start: string, recurrence: Recurrence, after: string | null): string | null {
  if (after === null || start > after) return start;
  const step = RECURRENCE_MONTHS[recurrence];
  if (step === 0) return null;
  for (let n = 1; ; n++) {
    const due = addMonths(start, n * step);
    if (due > after) return due;
  }
}

/** The period key of a manual occurrence: unique within the client, ordered by date within the series. */
export function manualPeriodKey(manualObligationId: string, dueDate: string): string {
  return `${manualObligationId}/${dueDate}`;
}
