import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/**
 * Radix's defaults are ours (docs/behaviour.md, Constants and limits): open after 700 ms, skip the
 * delay within 300 ms.
 */
export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
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
