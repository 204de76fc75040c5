import { useSyncExternalStore } from 'react';

// Where matchMedia is missing (jsdom, very old browsers) no query matches.
const media = (query: string) => window.matchMedia?.(query);

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = media(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => media(query)?.matches ?? false,
  );
}
