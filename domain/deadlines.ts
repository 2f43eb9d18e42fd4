/**
 * What /scadenze shows of an obligation, and the spec's BOI constants. The
 * obligations themselves come from the rules of compliance/rules.ts, are kept
 * by the server (decision 082) and read through compliance/status.ts; every
 * place that shows or counts them (the /scadenze page, the dashboard's
 * "next 7 days" card, reminders, calendar feeds) reads those rows.
 */
import type { Recurrence } from './compliance/manual';
import { SHOWN_WITHIN_DAYS, type DeadlinePriority, type DeadlineStatus } from './compliance/status';

export { DEADLINE_PRIORITIES, DEADLINE_STATUSES, daysBetween, deadlineBand, type DeadlinePriority, type DeadlineStatus } from './compliance/status';

/** Days from incorporation to the BOI due date (spec part 2 section 9). */
export const BOI_WINDOW_DAYS = SHOWN_WITHIN_DAYS;
export const BOI_COST = { amount: 75, currency: 'USD' } as const;
export const BOI_OWNER = 'Sistema Automatico';
/** The dashboard card: deadlines due within this many days. */
export const DUE_SOON_DAYS = 7;

/**
 * "LLC" as a word in the company name: "Acme LLC", "acme llc", "Acme L.L.C.",
 * "LLC Acme", but not "Scallco".
 */
const LLC_REGEX = /(^|[^a-z0-9])l\.?l\.?c(?=[^a-z0-9]|$)/i;

export function isLlcName(companyName: string | null | undefined): boolean {
  return !!companyName && LLC_REGEX.test(companyName);
}

export interface DeadlineCompletion {
  completedByName: string;
  /** ISO timestamp. */
  completedAt: string;
  /** The day the filing was made, 'YYYY-MM-DD' (null for completions recorded before it was asked). */
  filedOn: string | null;
  /** The proof of filing, a private document of the client. */
  proofDocumentId: string | null;
}

/** One obligation as /scadenze shows it. */
export interface Deadline {
  /** The stored obligation's id. */
  id: string;
  ruleId: string;
  /** The card's badge (the rule's short name: 'BOI', 'CS01', ...; 'Manuale' for one added by hand). */
  type: string;
  title: string;
  description: string;
  clientId: string;
  clientName: string;
  countryCode: string;
  countryName: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  category: string;
  priority: DeadlinePriority;
  owner: string;
  status: DeadlineStatus;
  /** Days from today to the due date: negative when overdue. */
  daysRemaining: number;
  /** The authority's fee, when the rule has one. */
  cost: { amount: number; currency: string } | null;
  authority: string;
  note: string;
  sourceUrl: string;
  /** The late penalty in Italian, where a source gives it. */
  penalty: string | null;
  completion: DeadlineCompletion | null;
  /** Set when staff added the obligation by hand ('Nuova Scadenza'): its series, as the edit shows it. */
  manual: { id: string; title: string; recurrence: Recurrence } | null;
  /** A change of year end removed the accounting period this open obligation was for: staff check it and close it. */
  periodGone: boolean;
  /** A return the authority issues (its due date counts from the issue): the issue date staff recorded, if any; null for other obligations. */
  issue: { issuedOn: string | null } | null;
}

export interface DeadlineSummary {
  total: number;
  dueSoon: number;
  overdue: number;
  countries: number;
}
