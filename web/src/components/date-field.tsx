import { useImperativeHandle, useRef, useState, type ComponentProps, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CalendarDays } from 'lucide-react';
import { formatDateIt, isIsoDate, isoDate, readDateIt, todayIso } from '@domain/periods';
import { DATE_MESSAGES } from '@domain/schemas/money';
import { Calendar } from '@web/components/ui/calendar';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/utils';

const DATE_SHAPE_MESSAGE = 'Scrivi la data come gg/mm/aaaa';
const NO_SUCH_DAY_MESSAGE = 'Questa data non esiste: controlla giorno e mese';

/** The days a field takes, as 'YYYY-MM-DD', both ends included; `required`: an empty field is refused. */
export interface DateBounds {
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean | undefined;
}

/** What a typed text gives the form, and why the field refuses it (`atOnce`: a whole date, said while typing). */
interface DateTextReading {
  value: string;
  refusal?: string;
  atOnce?: boolean;
}

/**
 * Reads what the person typed. The form gets 'YYYY-MM-DD' for a day the field takes, '' for
 * nothing, and otherwise a text no date rule takes for a date (the form's schema refuses it too,
 * so a wrong date is never saved as none): the text itself, or a day out of bounds written dd/mm/yyyy.
 */
function readDateText(text: string, { min, max, required }: DateBounds): DateTextReading {
  const trimmed = text.trim();
  if (!trimmed) return required ? { value: '', refusal: DATE_MESSAGES.required } : { value: '' };
  const reading = readDateIt(trimmed);
  if ('refused' in reading) {
    return reading.refused === 'shape' ? { value: trimmed, refusal: DATE_SHAPE_MESSAGE } : { value: trimmed, refusal: NO_SUCH_DAY_MESSAGE, atOnce: true };
  }
  const { date } = reading;
  if (max && date > max) {
    const refusal = max === todayIso() ? DATE_MESSAGES.future : `La data non può essere successiva al ${formatDateIt(max)}`;
    return { value: formatDateIt(date), refusal, atOnce: true };
  }
  if (min && date < min) return { value: formatDateIt(date), refusal: `La data non può essere precedente al ${formatDateIt(min)}`, atOnce: true };
  return { value: date };
}

/** Slashes typed for the person, only while typing at the end: '05' → '05/', '05/03' → '05/03/', eight digits → a whole date. */
function withSlashes(previous: string, next: string): string {
  if (next.length <= previous.length || !next.startsWith(previous)) return next;
  if (/^\d{8}$/.test(next)) return `${next.slice(0, 2)}/${next.slice(2, 4)}/${next.slice(4)}`;
  if (/^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next)) return `${next}/`;
  // A slash typed right after the one put in for the person.
  return next.endsWith('//') ? next.slice(0, -1) : next;
}

/** The form's value as the field shows it. */
const shown = (value: string) => (isIsoDate(value) ? formatDateIt(value) : value);

/** A calendar day as the grid's local date, and back: no time zone moves the day. */
const dayOf = (date: string) => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const isoOf = (day: Date) => isoDate(day.getFullYear(), day.getMonth() + 1, day.getDate());

interface DateFieldProps extends DateBounds {
  /** 'YYYY-MM-DD', '' for none, or the text the field refused (see readDateText). */
  value: string;
  onChange: (value: string) => void;
  /** Focus has left the field and its calendar. */
  onBlur?: () => void;
  /** Without a label, the bare control, named by `aria-label` (a table cell edited in place). */
  label?: ReactNode;
  'aria-label'?: string;
  /** The form's message for the field; the field's own refusal, when there is one, shows instead. */
  error?: string | undefined;
  description?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  className?: string;
}

/**
 * A date typed the Italian way (gg/mm/aaaa, slashes put in while typing), or picked from a
 * calendar in Italian beside it. Days outside `min`/`max` are greyed out in the calendar and
 * refused when typed; a day that does not exist or a text that is not a date is refused with the
 * reason. Every browser shows the same field, whatever its language.
 */
export function DateField({ value, onChange, onBlur, label, error, description, min, max, required, className, ...control }: DateFieldProps) {
  const bounds = { min, max, required };
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // Left: a half-typed date is refused once the person moves on, not while still typing.
  const [left, setLeft] = useState(false);
  if (value !== seen) {
    setSeen(value);
    // Set from outside (a reset, a quick range): show it.
    if (readDateText(text, bounds).value !== value) {
      setText(shown(value));
      setLeft(false);
    }
  }
  const reading = readDateText(text, bounds);
  const refusal = reading.refusal && (reading.atOnce || left) ? reading.refusal : undefined;

  // With a label, FormField marks the field invalid and ties its message to it.
  const input = (
    <DateInput
      {...control}
      text={text}
      bounds={bounds}
      {...(label ? {} : { className, 'aria-invalid': refusal ? true : undefined, title: refusal })}
      onType={(next) => {
        setText(next);
        setLeft(false);
        onChange(readDateText(next, bounds).value);
      }}
      onLeave={() => {
        setLeft(true);
        onBlur?.();
      }}
    />
  );
  if (!label) return input;
  return (
    <FormField label={label} error={refusal ?? error} description={description} className={className}>
      {input}
    </FormField>
  );
}

/**
 * A DateField bound to a react-hook-form field: its value ('' for none, a stored null included),
 * its changes and focus, and the form's message for it.
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, TOut>; name: Path<T> } & Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'ref'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={props.disabled ?? field.disabled}
        />
      )}
    />
  );
}

interface DateInputProps extends Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'label' | 'error' | 'description' | keyof DateBounds> {
  text: string;
  bounds: DateBounds;
  onType: (text: string) => void;
  onLeave: () => void;
  /** Set by FormField. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  title?: string | undefined;
}

function DateInput({ text, bounds, onType, onLeave, disabled, ref, className, ...inputProps }: DateInputProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const calendar = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const picked = useRef(false);
  // The form reaches the text field (react-hook-form focuses a refused field).
  useImperativeHandle(ref, () => field.current!, []);
  const typed = readDateIt(text);
  const selected = 'date' in typed ? dayOf(typed.date) : undefined;
  const today = todayIso();
  const { min, max } = bounds;
  const disabledDays: ComponentProps<typeof Calendar>['disabled'] = [...(max ? [{ after: dayOf(max) }] : []), ...(min ? [{ before: dayOf(min) }] : [])];
  // The month shown first: the typed day's, or today's within the bounds.
  const start = selected ?? dayOf(max && max < today ? max : min && min > today ? min : today);
  const year = Number(today.slice(0, 4));

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div
          ref={box}
          className={cn('relative', className)}
          onBlur={(e) => {
            // The calendar is part of the field: moving into it or back is not leaving.
            const to = e.relatedTarget as Node | null;
            if (to && (box.current?.contains(to) || calendar.current?.contains(to))) return;
            onLeave();
          }}
        >
          <Input
            ref={field}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="gg/mm/aaaa"
            maxLength={10}
            value={text}
            disabled={disabled}
            aria-required={bounds.required || undefined}
            className="pr-10 tabular-nums"
            onChange={(e) => onType(withSlashes(text, e.target.value))}
            {...inputProps}
          />
          <PopoverTrigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label="Apri il calendario"
              title="Apri il calendario"
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50"
            >
              <CalendarDays className="size-4" aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        ref={calendar}
        align="start"
        aria-label="Calendario"
        className="w-auto p-3"
        onOpenAutoFocus={(e) => {
          // Into the grid, on the typed day (or today): the arrows start from there. Done here, once the
          // popover holds the focus: a dialog around the field would take back a focus given earlier.
          const day = calendar.current?.querySelector<HTMLElement>('[role="gridcell"] button[tabindex="0"]');
          if (!day) return;
          e.preventDefault();
          day.focus();
        }}
        onCloseAutoFocus={(e) => {
          // A picked day is read back in the field; Escape returns to the calendar button.
          if (!picked.current) return;
          picked.current = false;
          e.preventDefault();
          field.current?.focus();
        }}
      >
        <Calendar
          mode="single"
          required
          selected={selected}
          defaultMonth={start}
          today={dayOf(today)}
          disabled={disabledDays}
          captionLayout="dropdown"
          startMonth={min ? dayOf(min) : new Date(year - 100, 0)}
          endMonth={max ? dayOf(max) : new Date(year + 10, 11)}
          onSelect={(day) => {
            picked.current = true;
            onType(formatDateIt(isoOf(day)));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
