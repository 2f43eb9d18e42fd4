import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';

/**
 * A button of the spec whose function is not built yet (PRODUCT.md section 3):
 * shown, visibly disabled, with the hint "In sviluppo".
 */
export function InDevelopmentButton({
  children,
  wrapperClassName,
  ...props
}: Omit<ButtonProps, 'disabled' | 'onClick'> & { children: ReactNode; wrapperClassName?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */}
        <span tabIndex={0} className={cn('inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40', wrapperClassName)}>
          <Button {...props} disabled aria-disabled="true" title="In sviluppo">
            {children}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>In sviluppo</TooltipContent>
    </Tooltip>
  );
}
