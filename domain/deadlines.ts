/**
 * Deadlines are computed, never stored (spec part 2, sections 3, 4 and 9;
 * PRODUCT.md section 5). Today there is one kind: the BOI report of a US LLC,
 * due 60 days after incorporation. Only its completion is kept on the server.
 *
 * Every place that shows or counts deadlines (the /scadenze page, the
 * dashboard's "next 7 days" card) goes through this module.
 */
import { addDays } from './periods';
import { obligationState, SHOWN_WITHIN_DAYS, type DeadlinePriority, type DeadlineStatus } from './compliance/status';

export { DEADLINE_PRIORITIES, DEADLINE_STATUSES, daysBetween, deadlineBand, type DeadlinePriority, type DeadlineStatus } from './compliance/status';

export const BOI_COUNTRY_CODE = 'US';
/** Days from incorporation to the BOI due date; also the display window. */
export const BOI_WINDOW_DAYS = SHOWN_WITHIN_DAYS;
/** Overdue, not completed BOI deadlines stay listed for this many days past due. */
export const BOI_OVERDUE_VISIBLE_DAYS = 365;
export const BOI_COST = { amount: 75, currency: 'USD' } as const;
export const BOI_OWNER = 'Sistema Automatico';
/** The dashboard card: deadlines due within this many days. */
export const DUE_SOON_DAYS = 7;

/**
 * "LLC" as a word in the company name: "Acme LLC", "acme llc", "Acme L.L.C.",
 * "LLC Acme", but not "Scallco". Written so that JavaScript and PostgreSQL
 * (`~*`) read it the same way: the server filters with it in SQL.
 */
export const LLC_PATTERN = '(^|[^a-z0-9])l\\.?l\\.?c(?=[^a-z0-9]|$)';
const LLC_REGEX = new RegExp(LLC_PATTERN, 'i');

export function isLlcName(companyName: string | null | undefined): boolean {
  return !!companyName && LLC_REGEX.test(companyName);
}

export interface DeadlineClient {
  id: string;
  companyName: string;
  /** 'YYYY-MM-DD' or null. */
  incorporationDate: string | null;
  /** ISO 3166 code of the country of incorporation. */
  countryCode: string | null;
  /** Italian name of that country, for display. */
  countryName?: string | null;
}

export interface DeadlineCompletion {
  completedByName: string;
  /** ISO timestamp. */
  completedAt: string;
}

export interface Deadline {
  id: string;
  type: 'BOI';
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
  cost: { amount: number; currency: string };
  note: string;
  completion: DeadlineCompletion | null;
}

export function boiDueDate(incorporationDate: string): string {
  return addDays(incorporationDate, BOI_WINDOW_DAYS);
}

export function boiDeadlineId(clientId: string): string {
  return `boi:${clientId}`;
}

/** The client id inside a BOI deadline id, or null if `id` is not one. */
export function clientIdOfBoiDeadline(id: string): string | null {
  const m = /^boi:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(id);
  return m ? m[1]!.toLowerCase() : null;
}

/** Whether the client owes a BOI report at all: a US company whose name says LLC, with a known incorporation date. */
export function owesBoi(client: DeadlineClient): client is DeadlineClient & { incorporationDate: string } {
  return client.countryCode === BOI_COUNTRY_CODE && !!client.incorporationDate && isLlcName(client.companyName);
}

/**
 * The incorporation dates whose BOI deadline is listed on `today`: due within
 * the next 60 days, or overdue by at most BOI_OVERDUE_VISIBLE_DAYS. The server
 * uses these bounds in SQL so it never reads clients that cannot qualify.
 */
export function boiIncorporationWindow(today: string): { from: string; to: string } {
  return {
    from: addDays(today, -(BOI_WINDOW_DAYS + BOI_OVERDUE_VISIBLE_DAYS)),
    to: today,
  };
}

/**
 * The incorporation dates whose BOI deadline falls due within DUE_SOON_DAYS of
 * `today` (the dashboard's 7-day card): a narrow part of boiIncorporationWindow.
 */
export function boiDueSoonIncorporationWindow(today: string): { from: string; to: string } {
  return {
    from: addDays(today, -BOI_WINDOW_DAYS),
    to: addDays(today, DUE_SOON_DAYS - BOI_WINDOW_DAYS),
  };
}

/**
 * The BOI deadline of one client as seen on `today`, or null when the client
 * owes none or it is outside the shown window. A completed deadline reads
 * 'Completato' whatever the date.
 */
export function boiDeadlineFor(
  client: DeadlineClient,
  today: string,
  completion: DeadlineCompletion | null = null,
): Deadline | null {
  if (!owesBoi(client)) return null;
  const dueDate = boiDueDate(client.incorporationDate);
  const state = obligationState(dueDate, today, completion !== null);
  if (!state || state.daysRemaining < -BOI_OVERDUE_VISIBLE_DAYS) return null;
  const countryName = client.countryName || 'Stati Uniti';
  return {
    id: boiDeadlineId(client.id),
    type: 'BOI',
    title: `BOI Report - ${client.companyName}`,
    description: 'Deposito del Beneficial Ownership Information Report presso il FinCEN',
    clientId: client.id,
    clientName: client.companyName,
    countryCode: BOI_COUNTRY_CODE,
    countryName,
    dueDate,
    category: 'Compliance',
    priority: state.priority,
    owner: BOI_OWNER,
    status: state.status,
    daysRemaining: state.daysRemaining,
    cost: { ...BOI_COST },
    note: `Scadenza calcolata automaticamente: ${BOI_WINDOW_DAYS} giorni dalla data di costituzione`,
    completion,
  };
}

// localeCompare(x, 'it') builds a collator on every call: sorting a few hundred deadlines took tens of ms.
const BY_NAME = new Intl.Collator('it');

/**
 * Every deadline of `clients` listed on `today`, soonest due first.
 * `completions` maps deadline ids to their completion.
 */
export function computeDeadlines(
  clients: readonly DeadlineClient[],
  today: string,
  completions: ReadonlyMap<string, DeadlineCompletion> = new Map(),
): Deadline[] {
  const out: Deadline[] = [];
  for (const client of clients) {
    const d = boiDeadlineFor(client, today, completions.get(boiDeadlineId(client.id)) ?? null);
    if (d) out.push(d);
  }
  return out.sort((a, b) => a.daysRemaining - b.daysRemaining || BY_NAME.compare(a.clientName, b.clientName));
}

export function isOverdue(d: Pick<Deadline, 'status'>): boolean {
  return d.status === 'In Ritardo';
}

/** Open (not completed) and due between today and DUE_SOON_DAYS from now. */
export function isDueSoon(d: Pick<Deadline, 'status' | 'daysRemaining'>): boolean {
  return d.status !== 'Completato' && d.daysRemaining >= 0 && d.daysRemaining <= DUE_SOON_DAYS;
}

export interface DeadlineSummary {
  total: number;
  dueSoon: number;
  overdue: number;
  countries: number;
}

/** The tiles of /scadenze: total, due within 7 days, overdue, countries. */
export function summarizeDeadlines(deadlines: readonly Deadline[]): DeadlineSummary {
  return {
    total: deadlines.length,
    dueSoon: deadlines.filter(isDueSoon).length,
    overdue: deadlines.filter(isOverdue).length,
    countries: new Set(deadlines.map((d) => d.countryCode)).size,
  };
}
