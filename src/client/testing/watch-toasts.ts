import { act, renderHook } from '@testing-library/react';
import { dismissAllToasts, useToasts } from '#client/hooks/use-toast';

/**
 * The toast on screen now (one at a time: docs/behaviour.md, Constants and limits); an earlier
 * test's toast is cleared first.
 */
export function watchToasts() {
  const { result } = renderHook(() => useToasts());
  act(() => dismissAllToasts());
  return () => {
    const [latest] = result.current;
    return latest && { title: latest.title, description: latest.description, variant: latest.variant };
  };
}
