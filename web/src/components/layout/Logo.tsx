import { cn } from '@web/lib/utils';

/** The brand mark and name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-primary text-sm font-bold text-white shadow-sm">
        A
      </span>
      {!compact && <span className="text-lg">Arcadia</span>}
    </span>
  );
}
