import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pairMemoryKey, useRecentPairs } from '#client/features/chat/compose/hooks/use-recent-pairs';
import type { Pair } from '#client/features/chat/compose/utils/pair';

const pair = (model: string): Pair => ({ a: { provider: 'openai', model }, b: { provider: 'gemini', model: 'g' } });

afterEach(() => localStorage.clear());

describe('useRecentPairs', () => {
  it('keeps the five pairs chosen last, newest first and each once, per user', () => {
    const { result } = renderHook(({ userId }) => useRecentPairs(userId), { initialProps: { userId: 1 } });
    for (const model of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm2']) act(() => result.current.remember(pair(model)));
    expect(result.current.recent.map((item) => item.a.model)).toEqual(['m2', 'm6', 'm5', 'm4', 'm3']);

    const other = renderHook(() => useRecentPairs(2));
    expect(other.result.current.recent).toEqual([]);
    // Kept in this browser: a reload finds them.
    expect(renderHook(() => useRecentPairs(1)).result.current.recent).toHaveLength(5);
  });

  it('keeps the pair last sent, none meaning the toggles, and knows when nothing was sent yet', () => {
    const { result } = renderHook(() => useRecentPairs(1));
    expect(result.current.last).toBeUndefined();
    act(() => result.current.sent(pair('m1')));
    expect(renderHook(() => useRecentPairs(1)).result.current.last).toEqual(pair('m1'));
    act(() => result.current.sent(null));
    expect(renderHook(() => useRecentPairs(1)).result.current.last).toBeNull();
  });

  it('keeps recent pairs as models only, and the pair last sent with its sides’ settings', () => {
    const tuned: Pair = { a: { provider: 'openai', model: 'm1', temperature: 1.5, maxTokens: 800 }, b: null };
    const { result } = renderHook(() => useRecentPairs(1));
    act(() => result.current.remember(tuned));
    act(() => result.current.sent(tuned));
    const reloaded = renderHook(() => useRecentPairs(1)).result.current;
    expect(reloaded.recent).toEqual([{ a: { provider: 'openai', model: 'm1' }, b: null }]);
    expect(reloaded.last).toEqual(tuned);
  });

  it('drops what it cannot read', () => {
    localStorage.setItem(pairMemoryKey(1), JSON.stringify({ recent: [{ a: 'x' }, pair('m1')], last: { b: null } }));
    const { result } = renderHook(() => useRecentPairs(1));
    expect(result.current.recent).toEqual([pair('m1')]);
    expect(result.current.last).toBeUndefined();
    // A setting that is no number makes the side unreadable.
    const odd = { a: { provider: 'openai', model: 'm1', temperature: 'hot' }, b: null };
    localStorage.setItem(pairMemoryKey(3), JSON.stringify({ recent: [], last: odd }));
    expect(renderHook(() => useRecentPairs(3)).result.current.last).toBeUndefined();
    localStorage.setItem(pairMemoryKey(2), '{not json');
    expect(renderHook(() => useRecentPairs(2)).result.current).toMatchObject({ recent: [], last: undefined });
  });
});
