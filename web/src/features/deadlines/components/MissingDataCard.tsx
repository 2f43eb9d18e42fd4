import { useState } from 'react';
import { ChevronDown, FileQuestion } from 'lucide-react';
import { countOf } from '@domain/plural';
import { MISSING_DATA_PAGE_SIZE } from '@domain/schemas/deadlines';
import { CountryFlag } from '@web/components/country-flag';
import { ListFooter } from '@web/components/list/ListFooter';
import { useListState } from '@web/components/list/use-list-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useMissingData } from '../api/list-deadlines';

/**
 * 'Dati mancanti': the clients whose record is not enough for an obligation
 * (no incorporation date, no legal form, ...), each with what it lacks, so
 * staff can complete them from the client list. Hidden when there are none.
 */
export function MissingDataCard() {
  const [open, setOpen] = useState(false);
  // Its page in the address beside the deadlines' own.
  const list = useListState({ prefix: 'mancanti-', pageSize: { phone: MISSING_DATA_PAGE_SIZE, desktop: MISSING_DATA_PAGE_SIZE }, pageSizes: [MISSING_DATA_PAGE_SIZE] });
  const { data } = useMissingData(list.page);
  if (!data || data.total === 0) return null;
  const listId = 'missing-data-list';
  return (
    <Card className="mb-6 gap-3 border-warning/40" aria-labelledby="missing-data-title" role="region">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <FileQuestion className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="missing-data-title" className="font-semibold">
              Dati mancanti
            </h2>
            <p className="text-sm text-muted-foreground">
              {data.totalCapped && 'Oltre '}
              {countOf(data.total, ['cliente non ha', 'clienti non hanno'])} i dati per calcolare tutte le scadenze
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Nascondi' : 'Mostra'}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
      </CardHeader>
      {open && (
        <CardContent id={listId}>
          <ul className="divide-y">
            {data.items.map((c) => (
              <li key={c.clientId} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-4">
                <span className="flex min-w-0 items-center gap-2 font-medium">
                  {c.countryCode && <CountryFlag isoCode={c.countryCode} name={c.countryName ?? c.countryCode} decorative className="h-3.5 shrink-0" />}
                  <span className="truncate">{c.companyName}</span>
                </span>
                <ul className="grid gap-0.5 text-muted-foreground">
                  {c.rules.map((r) => (
                    <li key={r.ruleId}>
                      <span className="text-foreground">{r.ruleName}</span>: {r.missing.length > 1 ? 'mancano' : 'manca'} {r.missing.join(', ')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <ListFooter list={list} total={data.total} totalCapped={data.totalCapped} noun={['cliente', 'clienti']} compact />
        </CardContent>
      )}
    </Card>
  );
}
