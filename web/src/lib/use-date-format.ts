import { useMemo } from 'react';
import { formatDateTimeIt, formatInstantDayIt } from '@domain/time';
import { useSession } from '@web/lib/session';

export interface DateFormat {
  /** An instant as dd/mm/yyyy hh:mm. */
  dateTime: (instant: string | Date) => string;
  /** The day an instant falls on, as dd/mm/yyyy. */
  day: (instant: string | Date) => string;
}

/**
 * How instants (a row's creation, a last use, a sending) are written for the signed-in person:
 * in the time zone of their profile (the browser's only before the session is known). Calendar dates of
 * the firm ('YYYY-MM-DD': deadlines, ledger dates) are not instants: formatDateIt of
 * domain/periods writes them, the same day in every zone.
 */
export function useDateFormat(): DateFormat {
  const timeZone = useSession().user?.timeZone ?? undefined;
  return useMemo(() => ({ dateTime: (d) => formatDateTimeIt(d, timeZone), day: (d) => formatInstantDayIt(d, timeZone) }), [timeZone]);
}
