import { useEffectEvent, useLayoutEffect } from 'react';

export interface KeyCombo {
  /** The key as `event.key` names it, letters in lower case: 'k', '/', '?', 'Escape'. */
  key: string;
  /** Ctrl on Windows and Linux, ⌘ on Apple devices. */
  mod?: boolean;
  /** Held or not; ignored for symbols, which some layouts type with Shift ('?', and '/' in German). */
  shift?: boolean;
  /** May fire while a text field has the focus. By default only combos with `mod` may. */
  inFields?: boolean;
}

export interface Shortcut<Id extends string = string> {
  id: Id;
  description: string;
  /** Any of them fires it. */
  keys: readonly KeyCombo[];
}

/** One key of a combo as shown (`glyph`) and as read out (`name`). */
export interface KeyPart {
  glyph: string;
  name: string;
}

let apple: boolean | undefined;

/** Whether this is a Mac, iPhone or iPad, where ⌘ takes Ctrl's place. Read once. */
export function isApplePlatform(): boolean {
  if (apple === undefined) {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    apple = /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || '');
  }
  return apple;
}

/** A combo's keys as shown on this platform: ⌘ ⇧ K on a Mac, Ctrl Shift K elsewhere. */
export function keyParts(combo: KeyCombo, onApple: boolean): KeyPart[] {
  const parts: KeyPart[] = [];
  if (combo.mod) parts.push(onApple ? { glyph: '⌘', name: 'Command' } : { glyph: 'Ctrl', name: 'Ctrl' });
  if (combo.shift) parts.push({ glyph: onApple ? '⇧' : 'Shift', name: 'Shift' });
  parts.push(
    combo.key === 'Escape'
      ? { glyph: 'Esc', name: 'Escape' }
      : { glyph: combo.key.toUpperCase(), name: combo.key.toUpperCase() },
  );
  return parts;
}

// While one of these is open the keys are its own. The mobile sidebar opts out: it is the page.
const LAYER = '[role="dialog"]:not([data-allow-shortcuts]), [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether a dialog, menu or list is open, whose keys are its own. */
export const shortcutLayerOpen = () => document.querySelector(LAYER) !== null;
const TEXT_LIKE = 'textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"]';
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);
const CODE_KEYS: Record<string, string> = { Slash: '/', Period: '.', Comma: ',', Minus: '-', Equal: '=' };

/** Whether keys pressed here are typing: a text input, a textarea, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target.closest(TEXT_LIKE) !== null;
}

const isLetter = (key: string) => /^[a-z]$/.test(key);

/** `event.key`, letters in lower case; a key of another alphabet (Cyrillic, Greek) is named by its place. */
function keyOf(event: KeyboardEvent): string {
  const { key, code } = event;
  const foreign = key === 'Unidentified' || key === 'Dead' || (key.length === 1 && key.charCodeAt(0) > 0x7f);
  if (foreign) {
    if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
    if (/^Digit\d$/.test(code)) return code.slice(5);
    if (code in CODE_KEYS) return CODE_KEYS[code] as string;
  }
  return key.length === 1 ? key.toLowerCase() : key;
}

export function matchesCombo(event: KeyboardEvent, combo: KeyCombo, onApple: boolean): boolean {
  const mod = onApple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const none = !event.ctrlKey && !event.metaKey;
  if ((combo.mod ? !mod : !none) || event.altKey) return false;
  const key = combo.key.length === 1 ? combo.key.toLowerCase() : combo.key;
  const symbol = key.length === 1 && !isLetter(key);
  if (!symbol && event.shiftKey !== (combo.shift ?? false)) return false;
  return keyOf(event) === key;
}

/** The shortcut this key press means, if any: never while composing text, nor a repeat. */
export function shortcutFor<Id extends string>(
  event: KeyboardEvent,
  shortcuts: readonly Shortcut<Id>[],
  onApple: boolean,
): Id | null {
  if (event.isComposing || event.keyCode === 229 || event.repeat) return null;
  const typing = isTypingTarget(event.target);
  for (const shortcut of shortcuts) {
    for (const combo of shortcut.keys) {
      if (typing && !(combo.inFields ?? combo.mod ?? false)) continue;
      if (matchesCombo(event, combo, onApple)) return shortcut.id;
    }
  }
  return null;
}

/**
 * Runs `handlers[id]` when the keys of a shortcut with a handler are pressed, anywhere on the page
 * but in an open dialog or menu. Heard first (window, capture), so that an open tooltip or toast,
 * which takes Escape on the document, does not swallow Shift+Esc; other keys pass on untouched.
 */
export function useKeyboardShortcuts<Id extends string>(
  shortcuts: readonly Shortcut<Id>[],
  handlers: Partial<Record<Id, () => void>>,
) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || shortcutLayerOpen()) return;
    const handled = shortcuts.filter((shortcut) => handlers[shortcut.id]);
    const id = shortcutFor(event, handled, isApplePlatform());
    const handler = id === null ? undefined : handlers[id];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  // Before the first paint: a key pressed as soon as the screen shows is heard, not lost to an
  // effect that runs after the paint (a machine under load delays those).
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, []);
}
