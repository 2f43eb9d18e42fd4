import type { ComponentType, ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

type Tone = 'primary' | 'success' | 'warning' | 'destructive' | 'muted';

export interface StatCardProps {
  /** The card's title, and its accessible name (a group named so). */
  label: string;
  value: ReactNode;
  icon: ComponentType<{ className?: string }>;
  /** A short line under the value. */
  hint?: ReactNode;
  /** A mark before the hint, e.g. 'Positivo'. */
  badge?: ReactNode;
  /** Colour of the icon chip. */
  tone?: Tone;
  /** Colour of the figure itself, e.g. income green and expenses red. */
  valueTone?: 'success' | 'destructive';
  /** A placeholder in the figure's place, the same height: nothing moves when it arrives. */
  loading?: boolean;
  className?: string;
}

const TONES: Record<Tone, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  destructive: 'bg-destructive/10 text-destructive',
  muted: 'bg-muted text-muted-foreground',
};

const VALUE_TONES: Record<NonNullable<StatCardProps['valueTone']>, string> = { success: 'text-success', destructive: 'text-destructive' };

/** One summary tile: label, big number, icon, and an optional hint line. */
export function StatCard({ label, value, icon: Icon, hint, badge, tone = 'primary', valueTone, loading = false, className }: StatCardProps) {
  return (
    <Card className={cn('gap-0 px-4 py-4 sm:px-5', className)} role="group" aria-label={label}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className={cn('mt-1 text-2xl font-semibold tracking-tight tabular-nums', valueTone && VALUE_TONES[valueTone])}>
            {loading ? <Skeleton className="inline-block h-6 w-16 align-middle" /> : value}
          </div>
        </div>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      {(hint || badge) && (
        <div className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
          {badge}
          {hint && <p className="min-w-0 flex-1">{hint}</p>}
        </div>
      )}
    </Card>
  );
}
