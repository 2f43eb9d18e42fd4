import { Building2, Search } from 'lucide-react';
import type { AccessLevel } from '@domain/schemas/documents';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import type { DocumentClientPage } from '../api/list-document-clients';

/** The client list of a documents page: server-side search, one page at a time. */
export function ClientPicker({
  level,
  data,
  loading,
  search,
  onSearchChange,
  page,
  onPageChange,
  selectedId,
  onSelect,
}: {
  level: AccessLevel;
  data: DocumentClientPage | undefined;
  loading: boolean;
  search: string;
  onSearchChange: (value: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card className="gap-3 lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>Clienti</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="Cerca clienti..."
            aria-label="Cerca clienti"
            className="pl-9"
          />
        </div>
        <ul className="max-h-[28rem] space-y-1 overflow-y-auto" aria-label="Elenco clienti" aria-busy={loading}>
          {!data &&
            loading &&
            Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-12 w-full" />
              </li>
            ))}
          {data?.items.length === 0 && <li className="px-2 py-8 text-center text-sm text-muted-foreground">Nessun cliente trovato</li>}
          {data?.items.map((client) => {
            const active = client.id === selectedId;
            return (
              <li key={client.id}>
                <button
                  type="button"
                  onClick={() => onSelect(client.id)}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
                    active ? 'border-primary/40 bg-primary/10' : 'border-transparent hover:bg-muted',
                  )}
                >
                  <Building2 className={cn('size-4 shrink-0', active ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{client.companyName}</span>
                    {client.fullName && <span className="block truncate text-xs text-muted-foreground">{client.fullName}</span>}
                  </span>
                  <Badge variant={client.documentCount > 0 ? 'default' : 'secondary'} title={`${client.documentCount} documenti ${level === 'private' ? 'privati' : 'condivisi'}`}>
                    {client.documentCount}
                  </Badge>
                </button>
              </li>
            );
          })}
        </ul>
        {data && data.total > 0 && (
          <p className="text-xs text-muted-foreground">
            {data.total.toLocaleString('it-IT')} {data.total === 1 ? 'cliente' : 'clienti'}
          </p>
        )}
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} compact />
      </CardContent>
    </Card>
  );
}
