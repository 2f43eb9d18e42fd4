import { Building2 } from 'lucide-react';
import { countOf } from '@domain/plural';
import type { AccessLevel } from '@domain/schemas/documents';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import type { ListState } from '@web/components/list/use-list-state';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import type { DocumentClientPage } from '../api/list-document-clients';

/** The client column of a documents page: searched and paged on the server, its state in the address. */
export function ClientPicker({
  level,
  list,
  data,
  loading,
  selectedId,
  onSelect,
}: {
  level: AccessLevel;
  list: ListState<never, never>;
  data: DocumentClientPage | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Card className="gap-3 pb-0 lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>Clienti</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ListSearch list={list} label="Cerca clienti" placeholder="Cerca clienti..." />
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
                  <Badge variant={client.documentCount > 0 ? 'default' : 'secondary'} title={countOf(client.documentCount, level === 'private' ? ['documento privato', 'documenti privati'] : ['documento condiviso', 'documenti condivisi'])}>
                    {client.documentCount}
                  </Badge>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ListFooter list={list} total={data?.total} totalCapped={data?.totalCapped} noun={['cliente', 'clienti']} compact />
    </Card>
  );
}
