/**
 * How far a rule's date can be trusted (decision 115): plain data and text, so
 * the rules page shows it without loading the catalogue itself.
 */
import { formatDateIt } from '../periods';

/** 'official': read on the authority's own text; 'secondary': from other sources only. */
export type Evidence = 'official' | 'secondary';

/** How the card and the e-mails name a rule's evidence level. */
export const EVIDENCE_LABELS: Readonly<Record<Evidence, string>> = { official: 'Fonte ufficiale', secondary: 'Fonte secondaria' };

/** "Verificata il 26/11/2026". */
export function checkedOnText(checkedOn: string): string {
  return `Verificata il ${formatDateIt(checkedOn)}`;
}
