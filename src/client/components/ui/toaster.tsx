import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { CSSProperties } from 'react';
import { dismissToast, useToasts } from '#client/hooks/use-toast';
import { useToastInsets } from '#client/hooks/use-toast-insets';
import { cn } from '#client/lib/cn';

/**
 * Radix's defaults are ours (docs/behaviour.md, Constants and limits): 5000 ms, swipe right past
 * 50 px, F8 focuses the region.
 * At the top on small screens, bottom right on larger ones; below the page's header and above its
 * composer, so that a toast never covers the header's buttons or Send. A popover's surface, so that in
 * the dark theme it stands out from the page rather than matching it.
 */
export function Toaster() {
  const toasts = useToasts();
  const insets = useToastInsets(toasts.length > 0);
  const offsets = { '--toast-top': `${insets.top}px`, '--toast-bottom': `${insets.bottom}px` } as CSSProperties;
  return (
    <ToastPrimitive.Provider>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-popover text-popover-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
            {item.detail && <p className="text-sm font-medium">{item.detail}</p>}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.label}
              onClick={item.action.onSelect}
              className="shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <XIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Only the toast itself takes clicks, not the padding around it. */}
      <ToastPrimitive.Viewport
        style={offsets}
        className="pointer-events-none fixed top-(--toast-top) z-[100] flex max-h-dvh w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-(--toast-bottom) sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
