import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferDelete,
  showAgain,
  undoDelete,
  useHiddenConversations,
} from '#client/features/conversations/utils/pending-deletes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a delete waiting out its Undo', () => {
  it('hides the conversation at once and commits once the time is up', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useHiddenConversations());
    act(() => deferDelete(1, commit, 5000));
    expect(result.current.has(1)).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
    expect(undoDelete(1)).toBe(false);
    act(() => showAgain(1));
    expect(result.current.has(1)).toBe(false);
  });

  it('is cancelled by Undo, which shows the conversation again', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useHiddenConversations());
    act(() => deferDelete(2, commit));
    act(() => expect(undoDelete(2)).toBe(true));
    expect(result.current.has(2)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(commit).not.toHaveBeenCalled();
  });

  it('is sent with keepalive when the page goes away, and only once', () => {
    const commit = vi.fn();
    act(() => deferDelete(3, commit));
    window.dispatchEvent(new Event('pagehide'));
    expect(commit).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
    vi.advanceTimersByTime(10_000);
    expect(commit).toHaveBeenCalledTimes(1);
    act(() => showAgain(3));
  });
});
