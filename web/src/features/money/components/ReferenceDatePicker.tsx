import { DateField } from '@web/components/date-field';
import { isIsoDate, todayIso } from '@domain/periods';

/** The reference date: today by default, never after today. */
export function ReferenceDatePicker({ value, onChange, label = 'Data di riferimento' }: { value: string; onChange: (date: string) => void; label?: string }) {
  return (
    <DateField
      label={label}
      className="w-full sm:w-44"
      value={value}
      max={todayIso()}
      required
      // A refused or half-typed date is not taken: the last day stays chosen.
      onChange={(next) => isIsoDate(next) && onChange(next)}
    />
  );
}
