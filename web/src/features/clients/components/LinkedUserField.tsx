import { useState } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';
import { useUserOptions } from '../api/user-options';

export interface LinkedUser {
  id: string;
  name: string;
  email: string;
}

/** Picks the login with shared access to a client, searching accounts by name or e-mail. */
export function LinkedUserField({ value, onChange, id }: { value: LinkedUser | null; onChange: (user: LinkedUser | null) => void; id?: string }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const { data, isFetching } = useUserOptions(q, open);

  return (
    <div className="flex items-center gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button id={id} type="button" variant="outline" role="combobox" aria-expanded={open} className="min-w-0 flex-1 justify-between font-normal">
            <span className={cn('truncate', !value && 'text-muted-foreground')}>{value ? `${value.name} (${value.email})` : 'Nessun utente collegato'}</span>
            <ChevronsUpDown className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-2">
          <Input autoFocus placeholder="Cerca per nome o email..." value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Cerca utente" />
          <ul className="mt-2 max-h-60 overflow-y-auto" role="listbox" aria-label="Utenti">
            {isFetching && !data && (
              <li className="flex justify-center py-4">
                <Spinner className="size-4" />
              </li>
            )}
            {data?.users.length === 0 && <li className="px-2 py-3 text-sm text-muted-foreground">Nessun utente trovato</li>}
            {data?.users.map((u) => (
              <li key={u.id} role="option" aria-selected={value?.id === u.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent"
                  onClick={() => {
                    onChange({ id: u.id, name: u.name, email: u.email });
                    setOpen(false);
                  }}
                >
                  <Check className={cn('size-4 shrink-0', value?.id === u.id ? 'opacity-100' : 'opacity-0')} />
                  <span className="min-w-0">
                    <span className="block truncate">{u.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </PopoverContent>
      </Popover>
      {value && (
        <Button type="button" variant="ghost" size="icon" onClick={() => onChange(null)} aria-label="Rimuovi utente collegato">
          <X />
        </Button>
      )}
    </div>
  );
}
