import { useDateFormat } from '@web/lib/use-date-format';

/**
 * An instant as a <time> element in the signed-in person's time zone: date and time, or
 * with `day` the day alone.
 */
export function Instant({ value, day = false }: { value: string; day?: boolean }) {
  const format = useDateFormat();
  return <time dateTime={value}>{day ? format.day(value) : format.dateTime(value)}</time>;
}
