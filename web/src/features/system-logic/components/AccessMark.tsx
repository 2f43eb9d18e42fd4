import { Check, Minus } from 'lucide-react';

/**
 * A yes/no mark of the matrices: an icon and a word, `label` or Sì/No. Sì/No is said to
 * screen readers only, unless `spelled` (where no column header names the mark).
 */
export function AccessMark({ allowed, label, spelled = false }: { allowed: boolean; label?: string; spelled?: boolean }) {
  const word = label ?? (allowed ? 'Sì' : 'No');
  const text = label || spelled ? word : <span className="sr-only">{word}</span>;
  return allowed ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-foreground">
      <Check className="size-3.5 text-success" aria-hidden="true" />
      {text}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Minus className="size-3.5" aria-hidden="true" />
      {text}
    </span>
  );
}
