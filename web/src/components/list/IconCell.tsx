import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

const TONES = {
  primary: 'bg-primary/10 text-primary',
  accent: 'bg-accent text-accent-foreground',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/** A row's leading cell: what the row is, beside an icon chip of its kind (left out on the narrowest screens). */
export function IconCell({ icon: Icon, tone = 'primary', children }: { icon: LucideIcon; tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className={cn('hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex', TONES[tone])}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
