import { type RefObject, useEffect, useEffectEvent } from 'react';

// Escape belongs to these while one is open, wherever the focus is (a modal may not hold it yet).
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
// And to a field other than the message box.
const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Whether this Escape means "stop": pressed in the message box, or in the chat outside any other field. */
function meansStop(event: KeyboardEvent, chat: HTMLElement | null, messageBoxId: string): boolean {
  // Shift+Escape is another shortcut: it moves the focus to the message box.
  if (event.key !== 'Escape' || event.isComposing || event.shiftKey) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (document.querySelector(LAYER)) return false;
  const target = event.target;
  // Nothing focused: the person is looking at the chat.
  if (target === document.body || target === document.documentElement) return true;
  if (!(target instanceof Element) || !chat?.contains(target)) return false;
  return target.id === messageBoxId || !target.closest(FIELD);
}

/**
 * Escape stops the replies while `active`, from the message box or anywhere in `chat` that is not
 * another field. Heard before Radix's own Escape handlers (on the document), and kept from them when
 * it stops: an open toast or tooltip is not closed by the same key. An open dialog, menu or list keeps
 * its Escape.
 */
export function useEscapeToStop(
  chat: RefObject<HTMLElement | null>,
  active: boolean,
  onStop: () => void,
  messageBoxId: string,
) {
  const stop = useEffectEvent(onStop);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!meansStop(event, chat.current, messageBoxId)) return;
      event.preventDefault();
      event.stopPropagation();
      stop();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [active, chat, messageBoxId]);
}
