import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

/** A list's search box, bound to the search kept in the address. */
export function ListSearch({ list, label, placeholder, className }: { list: { search: string; setSearch: (text: string) => void }; label: string; placeholder: string; className?: string }) {
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} placeholder={placeholder} aria-label={label} className="pl-9" />
    </div>
  );
}
