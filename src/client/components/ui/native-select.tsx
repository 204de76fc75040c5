import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/**
 * The browser's own select, drawn like SelectTrigger: for plain filters, where the platform's list
 * (a wheel on phones) serves better than a custom one and costs nothing to load.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative min-w-0">
      <select
        className={cn(
          'h-9 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  );
}
