import { useId } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { isIsoDate, todayIso } from '@domain/periods';

/** The reference date: today by default, never after today. */
export function ReferenceDatePicker({ value, onChange, label = 'Data di riferimento' }: { value: string; onChange: (date: string) => void; label?: string }) {
  const id = useId();
  const today = todayIso();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-44"
        value={value}
        max={today}
        required
        onChange={(e) => {
          const next = e.target.value;
          // A cleared or future date falls back to today.
          if (!isIsoDate(next) || next > today) onChange(today);
          else onChange(next);
        }}
      />
    </div>
  );
}
