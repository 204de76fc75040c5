import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageInView } from '#client/hooks/use-page-in-view';

let visibility: DocumentVisibilityState = 'visible';
let visibilitySpy: { mockRestore(): void };

function show(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  visibilitySpy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  visibilitySpy.mockRestore();
});

describe('usePageInView', () => {
  it('turns false only after the page has stayed hidden for the grace period, and true at once when shown', () => {
    const { result } = renderHook(() => usePageInView(10_000));
    expect(result.current).toBe(true);

    show('hidden');
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);

    show('visible');
    expect(result.current).toBe(true);
  });

  it('ignores a quick look at another tab', () => {
    const { result } = renderHook(() => usePageInView(10_000));
    show('hidden');
    act(() => vi.advanceTimersByTime(5_000));
    show('visible');
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(true);
  });
});
