import { addDays, format, isSameDay, parseISO, startOfWeek } from 'date-fns';
import { it } from 'date-fns/locale';
import { todayIso } from '@domain/periods';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** The current week, Monday to Sunday, with nothing planned yet. */
export function WeekCalendar({ emptyText }: { emptyText: string }) {
  // The firm's day, as the server that renders the page counts it.
  const today = parseISO(todayIso());
  const monday = startOfWeek(today, { weekStartsOn: 1 });
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base leading-tight font-semibold">
          Calendario Settimanale{' '}
          <span className="font-normal text-muted-foreground">
            ({format(days[0]!, 'd MMM', { locale: it })} – {format(days[6]!, 'd MMM yyyy', { locale: it })})
          </span>
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 md:grid-cols-7" aria-label="Giorni della settimana">
          {days.map((day) => (
            <li
              key={day.toISOString()}
              className={cn('flex min-h-16 flex-row items-center gap-3 rounded-lg border p-3 md:min-h-36 md:flex-col md:items-stretch', isSameDay(day, today) && 'border-primary bg-primary/5')}
            >
              <div className="w-24 shrink-0 md:w-auto">
                <p className="text-sm font-semibold capitalize">{format(day, 'EEEE', { locale: it })}</p>
                <p className="text-xs text-muted-foreground">{format(day, 'dd/MM', { locale: it })}</p>
              </div>
              <p className="text-xs text-muted-foreground md:mt-auto">{emptyText}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
