import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ComponentProps, useSyncExternalStore } from 'react';
import type { TooltipDelays } from '#client/components/ui/tooltip-delays';
import { cn } from '#client/lib/cn';

// Radix's tooltip, styled. Screens import ui/tooltip, which loads this module once the screen has
// settled (decision 050).

/**
 * One tooltip under its own Radix provider, told by the screen's shared delays how long to wait:
 * a provider above the whole screen would have to be there before the screen's first draw.
 */
export function Tooltip({
  delays,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root> & { delays: TooltipDelays }) {
  const openDelay = useSyncExternalStore(delays.subscribe, delays.openDelay);
  return (
    <TooltipPrimitive.Provider delayDuration={openDelay} skipDelayDuration={0}>
      <TooltipPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          delays.changed(open);
          onOpenChange?.(open);
        }}
      />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-sm rounded-md bg-primary px-3 py-1.5 text-xs text-primary-foreground', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
