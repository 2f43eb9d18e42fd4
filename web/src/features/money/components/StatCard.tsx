import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

/** A figure with its label, e.g. "Totale Spese  1.234,50 €". */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'default',
  loading = false,
  badge,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  tone?: 'default' | 'success' | 'destructive';
  loading?: boolean;
  badge?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('gap-2 py-4', className)} role="group" aria-label={label}>
      <CardContent className="flex flex-col gap-1.5 px-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {Icon && <Icon aria-hidden="true" className="size-4 text-muted-foreground" />}
        </div>
        {loading ? (
          <Skeleton className="h-7 w-28" />
        ) : (
          <p
            className={cn(
              'text-2xl font-semibold tracking-tight tabular-nums',
              tone === 'success' && 'text-success',
              tone === 'destructive' && 'text-destructive',
            )}
          >
            {value}
          </p>
        )}
        {(hint || badge) && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {badge}
            {hint}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
