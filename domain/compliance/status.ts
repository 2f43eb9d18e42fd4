/**
 * The spec's statuses, priorities and bands (spec part 2 section 4), applied to
 * every obligation: each stored occurrence of a compliance rule (the BOI report
 * included). Plain data and arithmetic: the web imports it.
 */
import { isIsoDate } from '../periods';

export const DEADLINE_STATUSES = ['Pianificato', 'In Corso', 'In Ritardo', 'Completato'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];
export const DEADLINE_PRIORITIES = ['Alta', 'Media', 'Bassa'] as const;
export type DeadlinePriority = (typeof DEADLINE_PRIORITIES)[number];

/** An obligation is listed once this many days or fewer remain to its due date. */
export const SHOWN_WITHIN_DAYS = 60;
/** Up to this many days remaining: priority Alta. */
export const HIGH_PRIORITY_WITHIN_DAYS = 7;
/** Up to this many days remaining: In Corso; beyond, Pianificato. */
export const IN_PROGRESS_WITHIN_DAYS = 30;

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Data non valida: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/**
 * The band of spec part 2 section 4: below zero In Ritardo / Alta; 0 to 7
 * In Corso / Alta; 8 to 30 In Corso / Media; 31 to 60 Pianificato / Media.
 * More than 60 days remaining: not shown yet (null).
 */
export function deadlineBand(daysRemaining: number): { status: DeadlineStatus; priority: DeadlinePriority } | null {
  if (daysRemaining < 0) return { status: 'In Ritardo', priority: 'Alta' };
  if (daysRemaining <= HIGH_PRIORITY_WITHIN_DAYS) return { status: 'In Corso', priority: 'Alta' };
  if (daysRemaining <= IN_PROGRESS_WITHIN_DAYS) return { status: 'In Corso', priority: 'Media' };
  if (daysRemaining <= SHOWN_WITHIN_DAYS) return { status: 'Pianificato', priority: 'Media' };
  return null;
}

/**
 * How one obligation due on `dueDate` reads on `today`: days remaining, status
 * and priority of the band, or null while more than 60 days remain. A completed
 * obligation reads 'Completato' whatever its date.
 */
export function obligationState(
  dueDate: string,
  today: string,
  completed = false,
): { daysRemaining: number; status: DeadlineStatus; priority: DeadlinePriority } | null {
  const daysRemaining = daysBetween(today, dueDate);
  const band = deadlineBand(daysRemaining);
  if (!band) return null;
  return { daysRemaining, status: completed ? 'Completato' : band.status, priority: band.priority };
}

/**
 * How an obligation reads in one client's full list, where those more than 60
 * days away are shown too: Pianificato, priority Bassa.
 */
export function obligationStatus(
  dueDate: string,
  today: string,
  completed = false,
): { daysRemaining: number; status: DeadlineStatus; priority: DeadlinePriority } {
  return obligationState(dueDate, today, completed) ?? { daysRemaining: daysBetween(today, dueDate), status: completed ? 'Completato' : 'Pianificato', priority: 'Bassa' };
}
