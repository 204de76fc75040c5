import { useSyncExternalStore } from 'react';

/** SPEC §9: mobile means narrower than 768 px. */
const query = '(max-width: 767px)';

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}
