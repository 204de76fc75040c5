import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isTypingTarget,
  keyParts,
  type Shortcut,
  shortcutFor,
  useKeyboardShortcuts,
} from '#client/hooks/use-keyboard-shortcuts';

const SHORTCUTS: readonly Shortcut[] = [
  { id: 'search', description: 'Search', keys: [{ key: 'k', mod: true }] },
  { id: 'new', description: 'New', keys: [{ key: 'o', mod: true, shift: true }] },
  { id: 'focus', description: 'Focus', keys: [{ key: 'Escape', shift: true, inFields: true }] },
  { id: 'help', description: 'Help', keys: [{ key: '?' }, { key: '/', mod: true }] },
];

function key(init: KeyboardEventInit, target: Element = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function mount(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild as Element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('takes Ctrl for the platform modifier off Apple devices and ⌘ on them', () => {
    expect(shortcutFor(key({ key: 'k', ctrlKey: true }), SHORTCUTS, false)).toBe('search');
    expect(shortcutFor(key({ key: 'k', metaKey: true }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'k', metaKey: true }), SHORTCUTS, true)).toBe('search');
    expect(shortcutFor(key({ key: 'k', ctrlKey: true }), SHORTCUTS, true)).toBeNull();
    expect(shortcutFor(key({ key: 'k' }), SHORTCUTS, false)).toBeNull();
  });

  it('tells combos apart by Shift and Alt, and reads a letter typed with Shift in either case', () => {
    expect(shortcutFor(key({ key: 'O', ctrlKey: true, shiftKey: true }), SHORTCUTS, false)).toBe('new');
    expect(shortcutFor(key({ key: 'o', ctrlKey: true }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'K', ctrlKey: true, shiftKey: true }), SHORTCUTS, false)).toBeNull();
    // AltGr arrives as Ctrl+Alt: it types characters and is never a shortcut.
    expect(shortcutFor(key({ key: 'k', ctrlKey: true, altKey: true }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'Escape' }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'Escape', shiftKey: true }), SHORTCUTS, false)).toBe('focus');
  });

  it('matches a symbol however the layout types it, and a key of another alphabet by its place', () => {
    expect(shortcutFor(key({ key: '?', shiftKey: true, code: 'Slash' }), SHORTCUTS, false)).toBe('help');
    expect(shortcutFor(key({ key: '?', shiftKey: true, code: 'Minus' }), SHORTCUTS, false)).toBe('help');
    expect(shortcutFor(key({ key: '/', ctrlKey: true, shiftKey: true, code: 'Digit7' }), SHORTCUTS, false)).toBe(
      'help',
    );
    expect(shortcutFor(key({ key: 'л', ctrlKey: true, code: 'KeyK' }), SHORTCUTS, false)).toBe('search');
    // A Latin layout is read by the key, not its place: AZERTY's A sits where QWERTY has Q.
    expect(shortcutFor(key({ key: 'a', ctrlKey: true, code: 'KeyK' }), SHORTCUTS, false)).toBeNull();
  });

  it('in a text field fires only the combos with a modifier and those allowed there', () => {
    const textarea = mount('<textarea></textarea>');
    expect(shortcutFor(key({ key: '?', shiftKey: true }, textarea), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: '/', ctrlKey: true }, textarea), SHORTCUTS, false)).toBe('help');
    expect(shortcutFor(key({ key: 'k', ctrlKey: true }, textarea), SHORTCUTS, false)).toBe('search');
    expect(shortcutFor(key({ key: 'Escape', shiftKey: true }, textarea), SHORTCUTS, false)).toBe('focus');

    const editable = mount('<div contenteditable="true"><p>text</p></div>');
    const inside = editable.querySelector('p') as Element;
    expect(shortcutFor(key({ key: '?', shiftKey: true }, inside), SHORTCUTS, false)).toBeNull();
    const checkbox = mount('<input type="checkbox">');
    expect(shortcutFor(key({ key: '?', shiftKey: true }, checkbox), SHORTCUTS, false)).toBe('help');
  });

  it('never fires while an input method is composing, nor for a held key', () => {
    expect(shortcutFor(key({ key: 'k', ctrlKey: true, isComposing: true }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'Process', keyCode: 229, ctrlKey: true }), SHORTCUTS, false)).toBeNull();
    expect(shortcutFor(key({ key: 'k', ctrlKey: true, repeat: true }), SHORTCUTS, false)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('counts text inputs, textareas, selects and editable content, not buttons or checkboxes', () => {
    expect(isTypingTarget(mount('<input type="search">'))).toBe(true);
    expect(isTypingTarget(mount('<input>'))).toBe(true);
    expect(isTypingTarget(mount('<select><option>a</option></select>'))).toBe(true);
    expect(isTypingTarget(mount('<div contenteditable="false"></div>'))).toBe(false);
    expect(isTypingTarget(mount('<button>Go</button>'))).toBe(false);
    expect(isTypingTarget(mount('<input type="radio">'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

describe('how a combo is shown', () => {
  it('uses the platform glyphs, with the names a screen reader reads', () => {
    const combo = { key: 'o', mod: true, shift: true };
    expect(keyParts(combo, true).map((part) => part.glyph)).toEqual(['⌘', '⇧', 'O']);
    expect(keyParts(combo, true).map((part) => part.name)).toEqual(['Command', 'Shift', 'O']);
    expect(keyParts(combo, false).map((part) => part.glyph)).toEqual(['Ctrl', 'Shift', 'O']);
    expect(keyParts({ key: 'Escape', shift: true }, false)).toEqual([
      { glyph: 'Shift', name: 'Shift' },
      { glyph: 'Esc', name: 'Escape' },
    ]);
  });
});

describe('useKeyboardShortcuts', () => {
  function press(target: Element, init: KeyboardEventInit): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it('runs the handler of the shortcut pressed and keeps the key from the browser', () => {
    const search = vi.fn();
    renderHook(() => useKeyboardShortcuts(SHORTCUTS, { search }));
    const event = press(document.body, { key: 'k', ctrlKey: true });
    expect(search).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves alone keys with no handler, and hears its own before the page does', () => {
    const search = vi.fn();
    renderHook(() => useKeyboardShortcuts(SHORTCUTS, { search }));
    expect(press(document.body, { key: '?', shiftKey: true }).defaultPrevented).toBe(false);

    // As an open tooltip does with Escape: taken on the document, before it reaches the target.
    const swallow = (event: Event) => event.stopPropagation();
    document.addEventListener('keydown', swallow, { capture: true });
    try {
      press(mount('<input>'), { key: 'k', ctrlKey: true });
    } finally {
      document.removeEventListener('keydown', swallow, { capture: true });
    }
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('is silent while a dialog or a menu is open, but not for a dialog that allows them', () => {
    const help = vi.fn();
    renderHook(() => useKeyboardShortcuts(SHORTCUTS, { help }));
    mount('<div role="menu"></div>');
    press(document.body, { key: '?', shiftKey: true });
    mount('<div role="dialog"></div>');
    press(document.body, { key: '/', ctrlKey: true });
    expect(help).not.toHaveBeenCalled();

    mount('<div role="dialog" data-allow-shortcuts><button>Close</button></div>');
    press(document.querySelector('button') as Element, { key: '?', shiftKey: true });
    expect(help).toHaveBeenCalledTimes(1);
  });
});
