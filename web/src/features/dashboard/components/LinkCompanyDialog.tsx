import { useEffect, useState } from 'react';
import { Building2, Check, Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import type { PendingEntry } from '../api/list-pending';
import { useLinkCompany } from '../api/link-company';
import { useCompanySearch } from '../api/search-companies';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Links a pending user to an existing company chosen from the Client list. */
export function LinkCompanyDialog({ entry, onOpenChange }: { entry: PendingEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent>{entry && <LinkCompanyForm key={entry.userId} entry={entry} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function LinkCompanyForm({ entry, onDone }: { entry: PendingEntry; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const debounced = useDebounced(search.trim(), 250);
  const companies = useCompanySearch(debounced, true);
  const link = useLinkCompany();

  function submit() {
    if (selected) link.mutate({ userId: entry.userId, clientId: selected }, { onSuccess: onDone });
  }

  const list = companies.data?.companies ?? [];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Collega a una società</DialogTitle>
        <DialogDescription>
          Scegli dall'elenco clienti la società di {entry.userName || 'Nome non disponibile'}: la sua richiesta ne prenderà nome e paese.
        </DialogDescription>
      </DialogHeader>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Cerca società..."
          aria-label="Cerca società"
          className="pl-9"
          autoFocus
        />
      </div>
      <div role="listbox" aria-label="Società" className="max-h-72 overflow-y-auto rounded-lg border">
        {companies.isPending ? (
          <div className="space-y-2 p-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">Nessuna società trovata</p>
        ) : (
          list.map((c) => (
            <button
              key={c.id}
              type="button"
              role="option"
              aria-selected={selected === c.id}
              onClick={() => setSelected(c.id)}
              className={cn(
                'flex w-full items-center gap-3 border-b px-3 py-2.5 text-left text-sm last:border-b-0 hover:bg-muted/60 focus-visible:bg-muted focus-visible:outline-none',
                selected === c.id && 'bg-accent text-accent-foreground',
              )}
            >
              <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{c.companyName || 'Cliente senza nome'}</span>
                <span className="block truncate text-xs text-muted-foreground">{c.countryName ?? 'Paese non specificato'}</span>
              </span>
              {selected === c.id && <Check className="size-4 text-primary" aria-hidden="true" />}
            </button>
          ))
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Annulla
        </Button>
        <Button onClick={submit} disabled={!selected} loading={link.isPending}>
          Collega
        </Button>
      </DialogFooter>
    </>
  );
}
