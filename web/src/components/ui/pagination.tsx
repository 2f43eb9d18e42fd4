import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useIsMobile } from '@web/lib/use-mobile';
import { cn } from '@web/lib/utils';
import { Button } from './button';

type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers to show: on desktop up to 5 consecutive pages around the current one;
 * in compact (phone) mode the first, current and last pages with ellipses between.
 */
export function pageItems(page: number, pageCount: number, compact: boolean): PageItem[] {
  if (pageCount <= 1) return [1];
  if (compact) {
    const items: PageItem[] = [1];
    if (page > 2) items.push('gap-start');
    if (page !== 1 && page !== pageCount) items.push(page);
    if (page < pageCount - 1) items.push('gap-end');
    items.push(pageCount);
    return items;
  }
  const size = Math.min(5, pageCount);
  const start = Math.max(1, Math.min(page - 2, pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The phone layout at any width, for a pager in a narrow column. */
  compact?: boolean;
  className?: string;
}

export function Pagination({ page, pageCount, onPageChange, compact: narrow = false, className }: PaginationProps) {
  const compact = useIsMobile() || narrow;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginazione" className={cn('flex items-center justify-center gap-1', className)}>
      <Button variant="ghost" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Pagina precedente">
        <ChevronLeft />
        {!compact && <span className="hidden sm:inline">Precedente</span>}
      </Button>
      {pageItems(page, pageCount, compact).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'outline' : 'ghost'}
            size="icon-sm"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Pagina ${item}`}
            onClick={() => onPageChange(item)}
            className={cn(item === page && 'border-primary/40 font-semibold text-primary')}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden="true" className="flex size-8 items-center justify-center text-muted-foreground">
            <Ellipsis className="size-4" />
          </span>
        ),
      )}
      <Button variant="ghost" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount} aria-label="Pagina successiva">
        {!compact && <span className="hidden sm:inline">Successiva</span>}
        <ChevronRight />
      </Button>
    </nav>
  );
}
