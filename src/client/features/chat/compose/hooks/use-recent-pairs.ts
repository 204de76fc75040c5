import { useCallback, useState } from 'react';
import { modelOnly, type Pair, type PairSide, samePair } from '#client/features/chat/compose/utils/pair';

/** Recent pairs the picker offers first. */
export const RECENT_PAIRS_MAX = 5;

interface PairMemory {
  /** The pairs chosen in the picker, newest first. */
  recent: Pair[];
  /**
   * The pair last sent, with each side's settings, which a new conversation starts with; null: SPEC's
   * toggles; undefined: nothing sent from this browser yet.
   */
  last: Pair | null | undefined;
}

const EMPTY: PairMemory = { recent: [], last: undefined };

export const pairMemoryKey = (userId: number) => `pairwise-pairs:${userId}`;

const isSetting = (value: unknown) => value === undefined || Number.isFinite(value);
const isSide = (value: unknown): value is PairSide =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PairSide).provider === 'string' &&
  typeof (value as PairSide).model === 'string' &&
  isSetting((value as PairSide).temperature) &&
  isSetting((value as PairSide).maxTokens);
// What another version of the app (or a hand) left there is dropped, not trusted.
const isPair = (value: unknown): value is Pair =>
  typeof value === 'object' &&
  value !== null &&
  isSide((value as Pair).a) &&
  ((value as Pair).b === null || isSide((value as Pair).b));

// Storage can be missing or refuse access (privacy modes, quota): the pairs then last as long as the page.
function read(key: string): PairMemory {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Record<keyof PairMemory, unknown>> | null;
    const recent = Array.isArray(parsed?.recent) ? parsed.recent.filter(isPair).slice(0, RECENT_PAIRS_MAX) : [];
    return { recent, last: isPair(parsed?.last) || parsed?.last === null ? parsed.last : undefined };
  } catch {
    return EMPTY;
  }
}

function write(key: string, memory: PairMemory): void {
  try {
    localStorage.setItem(key, JSON.stringify(memory));
  } catch {
    // Nowhere to keep them.
  }
}

/**
 * Per user in this browser (docs/behaviour.md, Main chat screen): the pairs recently chosen, at most
 * five (models only), and the one last sent (with its sides' settings).
 */
export function useRecentPairs(userId: number) {
  const key = pairMemoryKey(userId);
  const [memory, setMemory] = useState(() => ({ key, ...read(key) }));
  const current = memory.key === key ? memory : { key, ...read(key) };

  const update = useCallback(
    (change: (memory: PairMemory) => PairMemory) =>
      setMemory((shown) => {
        const next = change(shown.key === key ? shown : read(key));
        write(key, { recent: next.recent, last: next.last });
        return { key, ...next };
      }),
    [key],
  );

  // Recent pairs are models only: a side's settings go with a conversation and the pair last sent.
  const remember = useCallback(
    (pair: Pair) =>
      update((shown) => ({
        ...shown,
        recent: [
          { a: modelOnly(pair.a), b: pair.b && modelOnly(pair.b) },
          ...shown.recent.filter((item) => !samePair(item, pair)),
        ].slice(0, RECENT_PAIRS_MAX),
      })),
    [update],
  );
  const sent = useCallback((pair: Pair | null) => update((shown) => ({ ...shown, last: pair })), [update]);

  return { recent: current.recent, last: current.last, remember, sent };
}
