import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '#client/hooks/use-return-focus';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * Below 768 px the sidebar is a full-screen overlay (SPEC §2). A modal dialog gives it focus
 * trapping and Escape to close for free.
 */
export function MobileSidebar({ open, onOpenChange, children }: MobileSidebarProps) {
  const returnFocus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-0 z-40 flex flex-col bg-background outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Sidebar</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
