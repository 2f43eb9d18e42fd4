import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircle role="status" aria-label="Caricamento" className={cn('size-5 animate-spin text-current', className)} {...props} />;
}

/** A centred spinner that fills its container: for pages and panels while data loads. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] w-full items-center justify-center text-primary', className)}>
      <Spinner className="size-8" />
    </div>
  );
}
