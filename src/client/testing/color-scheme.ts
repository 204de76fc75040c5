import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { DARK_QUERY } from '#client/lib/theme';

type Listener = (event: MediaQueryListEvent) => void;

/**
 * jsdom has no matchMedia: this one answers `(prefers-color-scheme: dark)` as a device set to
 * `scheme` would (any other query does not match), and `change()` switches the device and tells
 * the listeners. Undone by vi.unstubAllGlobals().
 */
export function installColorScheme(scheme: 'light' | 'dark') {
  let dark = scheme === 'dark';
  const listeners = new Set<Listener>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const ours = query === DARK_QUERY;
    const list = {
      media: query,
      get matches() {
        return ours && dark;
      },
      onchange: null,
      addEventListener: (_type: 'change', listener: Listener) => ours && listeners.add(listener),
      removeEventListener: (_type: 'change', listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  });
  return {
    change(next: 'light' | 'dark') {
      dark = next === 'dark';
      act(() => {
        for (const listener of [...listeners]) listener({ matches: dark, media: DARK_QUERY } as MediaQueryListEvent);
      });
    },
    /** How many listeners follow the device now (to see that they are removed). */
    listeners: () => listeners.size,
  };
}
