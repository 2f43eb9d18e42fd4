import type { ComponentType, ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ComponentType<{ className?: string }>;
  /** A short line under the value. */
  hint?: ReactNode;
  /** Colour of the icon chip. */
  tone?: 'primary' | 'success' | 'warning' | 'destructive' | 'muted';
  className?: string;
}

const TONES: Record<NonNullable<StatCardProps['tone']>, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  destructive: 'bg-destructive/10 text-destructive',
  muted: 'bg-muted text-muted-foreground',
};

/** One summary tile: label, big number, icon. */
export function StatCard({ label, value, icon: Icon, hint, tone = 'primary', className }: StatCardProps) {
  return (
    <Card className={cn('gap-0 px-4 py-4 sm:px-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
        </div>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}
