import { useState, type ComponentProps, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { Check, ChevronsUpDown, type LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';

/** What a picker asks the server: the options matching the typed text (trimmed, '' for none). */
export type PickerQuery<T> = (q: string) => { queryKey: QueryKey; queryFn: () => Promise<readonly T[]> };

/** The picker's words: the trigger's text while nothing is chosen, and the names of its parts. */
export interface PickerTexts {
  /** The trigger's text while nothing is chosen, e.g. 'Scegli il cliente'; with `onClear`, also the first choice's. */
  placeholder: string;
  /** The open panel's accessible name. */
  panelLabel?: string;
  searchPlaceholder: string;
  /** The search box's accessible name, e.g. 'Cerca cliente'. */
  searchLabel: string;
  /** The list's accessible name, e.g. 'Clienti'. */
  listLabel: string;
  /** Said when nothing matches, e.g. 'Nessun cliente trovato'. */
  empty: string;
}

export type EntityPickerProps<T extends { id: string }, V extends { id: string }> = {
  value: V | null;
  onChange: (option: T) => void;
  /** Called when the panel closes (a form field's touch). */
  onBlur?: () => void;
  /** The options' query, read while the panel is open. */
  query: PickerQuery<T>;
  texts: PickerTexts;
  /** The chosen value as the trigger shows it. */
  labelOf: (value: V) => string;
  /** An option's lines: its name, and what tells it apart (shown smaller). */
  optionOf: (option: T) => { title: string; detail?: ReactNode };
  /** Beside an option not chosen; without it, an empty space of the check's size. */
  icon?: LucideIcon;
  /** With it, a first choice (the placeholder's text) puts the field back to nothing (a list's filter: every one). */
  onClear?: () => void;
  /** The trigger's classes. */
  className?: string;
  /** The panel's classes, e.g. its least width. */
  panelClassName?: string;
} & Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'ref' | 'aria-label'>;

const CHOICE = 'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent';

function Mark({ chosen, icon: Icon }: { chosen: boolean; icon?: LucideIcon | undefined }) {
  if (chosen) return <Check className="size-4 shrink-0" aria-hidden="true" />;
  if (Icon) return <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />;
  return <span className="size-4 shrink-0" aria-hidden="true" />;
}

/**
 * One thing picked from many on the server (a client, an account): a button that opens a search
 * box and the first few matches to pick from, the chosen one checked. Inside a FormField the
 * button takes the field's label and message. The search is sent as typed, after a pause.
 */
export function EntityPicker<T extends { id: string }, V extends { id: string }>({
  value,
  onChange,
  onBlur,
  query,
  texts,
  labelOf,
  optionOf,
  icon,
  onClear,
  className,
  panelClassName = 'min-w-64',
  ...control
}: EntityPickerProps<T, V>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const { data, isFetching } = useQuery({ ...query(q), enabled: open, placeholderData: keepPreviousData });
  const choose = (pick: () => void) => () => {
    pick();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button {...control} type="button" variant="outline" aria-haspopup="dialog" aria-expanded={open} className={cn('w-full min-w-0 justify-between font-normal', className)}>
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value ? labelOf(value) : texts.placeholder}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={texts.panelLabel} className={cn('w-(--radix-popover-trigger-width) p-2', panelClassName)}>
        <Input type="search" autoFocus placeholder={texts.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} aria-label={texts.searchLabel} />
        <ul className="mt-2 max-h-60 overflow-y-auto" aria-label={texts.listLabel} aria-busy={isFetching}>
          {isFetching && !data && (
            <li className="flex justify-center py-4">
              <Spinner className="size-4" />
            </li>
          )}
          {onClear && (
            <li>
              <button type="button" aria-pressed={value === null} className={CHOICE} onClick={choose(onClear)}>
                <Mark chosen={value === null} />
                {texts.placeholder}
              </button>
            </li>
          )}
          {data?.length === 0 && <li className="px-2 py-3 text-sm text-muted-foreground">{texts.empty}</li>}
          {data?.map((option) => {
            const chosen = value?.id === option.id;
            const { title, detail } = optionOf(option);
            return (
              <li key={option.id}>
                <button type="button" aria-pressed={chosen} className={CHOICE} onClick={choose(() => onChange(option))}>
                  <Mark chosen={chosen} icon={icon} />
                  <span className="min-w-0">
                    <span className="block truncate">{title}</span>
                    <span className="block truncate text-xs text-muted-foreground">{detail}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
