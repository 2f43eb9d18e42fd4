import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right, or below the title where the page's box has no room for both. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The title block at the top of every page. The buttons go below the title by the width of
 * the page's box (the sidebar open or not), not of the screen: the title keeps at least 16rem.
 */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-4', className)}>
      <div className="min-w-0 flex-[1_1_16rem] space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-[1.75rem]">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground sm:text-base">{subtitle}</p>}
      </div>
      {actions && <div className="flex min-w-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
