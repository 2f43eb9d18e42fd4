/**
 * Relative time in Italian, as the dashboard shows it: under 60 minutes
 * "N minuti fa", under 1440 minutes "N ore fa", otherwise "N giorni fa"
 * (singular for 1; anything under a minute counts as one minute).
 */
export function relativeTimeIt(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.max(1, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minuto fa' : `${minutes} minuti fa`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    return hours === 1 ? '1 ora fa' : `${hours} ore fa`;
  }
  const days = Math.floor(minutes / 1440);
  return days === 1 ? '1 giorno fa' : `${days} giorni fa`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy hh:mm in the given timezone (default: the browser's or server's own). */
export function formatDateTimeIt(date: Date | string, timeZone?: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (!timeZone) return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
