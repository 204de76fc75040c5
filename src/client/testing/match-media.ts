import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/** Whether a query of min-width / max-width terms (in px, joined by "and") holds at this width. */
function matchesAt(query: string, width: number): boolean {
  return [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

/**
 * jsdom has no matchMedia: this one answers width queries for a window `width` pixels wide, and
 * `resize()` changes the width and tells the listeners. Undone by vi.unstubAllGlobals().
 */
export function installMatchMedia(width: number) {
  let current = width;
  const lists: { query: string; listeners: Set<Listener>; matches: boolean }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), matches: matchesAt(query, current) };
    lists.push(entry);
    const list = {
      media: query,
      get matches() {
        return matchesAt(query, current);
      },
      onchange: null,
      addEventListener: (_type: 'change', listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      current = next;
      act(() => {
        for (const entry of lists) {
          const matches = matchesAt(entry.query, next);
          if (matches === entry.matches) continue;
          entry.matches = matches;
          for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
        }
      });
    },
  };
}
