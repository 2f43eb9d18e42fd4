import type { ComponentProps } from 'react';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import { it } from 'react-day-picker/locale/it';
import { cn } from '@web/lib/utils';
import { buttonVariants } from './button';

function Chevron({ orientation, className }: { orientation?: 'up' | 'down' | 'left' | 'right'; className?: string }) {
  const Icon = orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}

/**
 * A month grid in Italian (date-fns `it` with DayPicker's Italian screen-reader labels), weeks
 * from Monday. Arrows move between days, Page Up/Down between months, Enter picks.
 */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={it}
      weekStartsOn={1}
      showOutsideDays
      className={cn('relative w-fit text-sm', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex h-8 items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'aria-disabled:opacity-40'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'aria-disabled:opacity-40'),
        month_caption: 'flex h-8 items-center justify-center px-9',
        caption_label: 'flex items-center gap-1 font-medium capitalize [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
        dropdowns: 'flex items-center gap-1.5',
        // The native select lies invisible over its label: the label shows, the select takes keys and clicks.
        dropdown_root: 'relative flex h-8 items-center rounded-md border border-input px-2 shadow-xs has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/30',
        dropdown: 'absolute inset-0 cursor-pointer opacity-0',
        month_grid: 'border-collapse',
        weekday: 'size-9 text-xs font-normal text-muted-foreground capitalize',
        day: 'size-9 p-0 text-center',
        day_button: cn(
          'inline-flex size-9 items-center justify-center rounded-md tabular-nums outline-none transition-colors',
          'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none',
        ),
        today: '[&>button]:font-semibold [&>button]:text-primary',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}
