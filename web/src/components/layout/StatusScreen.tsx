import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A centred message with an icon and an action: access denied, not found, errors, sections in preparation. */
export function StatusScreen({
  icon: Icon,
  code,
  title,
  children,
  action,
  tone = 'default',
  className,
}: {
  icon: LucideIcon;
  code?: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'destructive';
  className?: string;
}) {
  return (
    <div className={cn('flex min-h-[60vh] flex-col items-center justify-center px-4 py-12 text-center', className)}>
      <div
        className={cn(
          'mb-6 flex size-16 items-center justify-center rounded-2xl',
          tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </div>
      {code && <p className="mb-2 text-sm font-semibold tracking-widest text-muted-foreground">{code}</p>}
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 max-w-md text-muted-foreground">{children}</div>}
      {action && <div className="mt-8 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
