import { useState, type ComponentProps } from 'react';
import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';
import { useClientOptions } from '../api/client-options';

export interface ChosenClient {
  id: string;
  companyName: string;
}

/**
 * Cliente of Nuova richiesta: a button that opens a search over the approved clients (by
 * company, person or country, on the server), the first few shown to pick from. Inside a
 * FormField the button takes the field's label and message.
 */
export function ClientField({
  value,
  onChange,
  onBlur,
  placeholder = 'Scegli il cliente',
  onClear,
  ...control
}: {
  value: ChosenClient | null;
  onChange: (client: ChosenClient) => void;
  onBlur?: () => void;
  /** Shown while no client is chosen. */
  placeholder?: string;
  /** With it, a first choice puts the field back to no client (a list's filter: every client). */
  onClear?: () => void;
} & Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'ref' | 'aria-label' | 'className'>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const { data, isFetching } = useClientOptions(q, open);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button {...control} type="button" variant="outline" aria-haspopup="dialog" aria-expanded={open} className={cn('w-full min-w-0 justify-between font-normal', control.className)}>
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value ? value.companyName : placeholder}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Scegli il cliente" className="w-(--radix-popover-trigger-width) min-w-64 p-2">
        <Input type="search" autoFocus placeholder="Cerca per azienda, nome o paese..." value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Cerca cliente" />
        <ul className="mt-2 max-h-60 overflow-y-auto" aria-label="Clienti" aria-busy={isFetching}>
          {isFetching && !data && (
            <li className="flex justify-center py-4">
              <Spinner className="size-4" />
            </li>
          )}
          {onClear && (
            <li>
              <button
                type="button"
                aria-pressed={value === null}
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                onClick={() => {
                  onClear();
                  setOpen(false);
                }}
              >
                {value === null ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <span className="size-4 shrink-0" aria-hidden="true" />}
                {placeholder}
              </button>
            </li>
          )}
          {data?.items.length === 0 && <li className="px-2 py-3 text-sm text-muted-foreground">Nessun cliente trovato</li>}
          {data?.items.map((client) => {
            const chosen = value?.id === client.id;
            return (
              <li key={client.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                  onClick={() => {
                    onChange({ id: client.id, companyName: client.companyName });
                    setOpen(false);
                  }}
                >
                  {chosen ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
                  <span className="min-w-0">
                    <span className="block truncate">{client.companyName}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[client.fullName, client.countryName].filter(Boolean).join(' · ')}
                    </span>
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
