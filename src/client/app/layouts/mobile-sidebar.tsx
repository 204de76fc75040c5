import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { SIDEBAR_ID } from '#client/app/layouts/use-chat-sidebar';
import { useReturnFocus } from '#client/hooks/use-return-focus';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  /** Run first; preventing them keeps the focus where they put it. */
  onOpenAutoFocus?(event: Event): void;
  onCloseAutoFocus?(event: Event): void;
}

/**
 * Below 768 px the sidebar is a full-screen overlay (docs/behaviour.md, Main chat screen). A modal
 * dialog gives it focus trapping and Escape to close for free. It is the page while open, so the
 * shortcuts still work.
 */
export function MobileSidebar({ open, onOpenChange, children, onOpenAutoFocus, onCloseAutoFocus }: MobileSidebarProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          id={SIDEBAR_ID}
          data-allow-shortcuts
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
