import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * Radix gives the focus back only to a dialog's own Trigger; the dialogs here are opened from
 * state, by any control, and so left the focus on the page's body when they closed. These
 * handlers remember what had the focus as the dialog opened and give it back on close, unless
 * the focus already went somewhere on purpose (the composer of a conversation just chosen).
 * The caller's own handlers run first and can prevent it.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
