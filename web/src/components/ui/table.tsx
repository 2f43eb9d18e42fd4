import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** True while the element's content is wider than its box, so it scrolls sideways. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A table that scrolls sideways inside its own box on narrow screens. While it
 * scrolls, the box is in the tab order (a region named like the table), so the
 * keyboard can scroll it too, and `scrollHint`, when given, says so above it.
 */
export function Table({ className, scrollHint, ...props }: ComponentProps<'table'> & { scrollHint?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const hinted = scrolls && !!scrollHint;
  const { 'aria-label': label, 'aria-labelledby': labelledBy } = props;
  const region = scrolls ? { tabIndex: 0, ...(label || labelledBy ? { role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy } : {}) } : {};
  return (
    <>
      {hinted && (
        <p className="mb-2 flex items-center gap-1.5 text-xs text-muted-foreground">
          <ArrowLeftRight className="size-3.5 shrink-0" aria-hidden="true" />
          {scrollHint}
        </p>
      )}
      <div
        ref={box}
        data-slot="table-container"
        data-scroll-hint={hinted ? '' : undefined}
        className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2"
        {...region}
      >
        <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
    </>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/50 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-accent/60', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase [&:has([role=checkbox])]:w-10', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}

/** A full-width row for the empty state or the loading state of a table. */
export function TableEmpty({ colSpan, children, className }: { colSpan: number; children: ReactNode; className?: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className={cn('px-3 py-12 text-center text-sm text-muted-foreground', className)}>
        {children}
      </td>
    </tr>
  );
}
