/**
 * How an obligation is named and reached wherever it is shown: the /scadenze
 * cards, the reminder e-mails, the calendar events. Plain data: the web imports it.
 */

/** "Confirmation statement (CS01) - Acme Ltd". */
export function obligationTitle(ruleName: string, companyName: string): string {
  return `${ruleName} - ${companyName}`;
}

/** The element id of an obligation's card on /scadenze. */
export function obligationAnchor(obligationId: string): string {
  return `obbligo-${obligationId}`;
}

/** The page of one client's obligations, scrolled to this one: the link of e-mails and calendar events. */
export function obligationPath(clientId: string, obligationId: string): string {
  return `/scadenze?cliente=${encodeURIComponent(clientId)}#${obligationAnchor(obligationId)}`;
}
