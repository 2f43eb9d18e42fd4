import { Check, Minus } from 'lucide-react';

/** A yes/no cell of the matrices: an icon, and the word for screen readers and tests. */
export function AccessMark({ allowed, label }: { allowed: boolean; label?: string }) {
  return allowed ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-foreground">
      <Check className="size-3.5 text-success" aria-hidden="true" />
      {label ?? <span className="sr-only">Sì</span>}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Minus className="size-3.5" aria-hidden="true" />
      <span className="sr-only">No</span>
    </span>
  );
}
