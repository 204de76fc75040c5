import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`, so that typing does not send a request per
 * key. It starts as `initial` (the value itself unless told), e.g. '' so that a search box's first
 * letter waits like the others.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
