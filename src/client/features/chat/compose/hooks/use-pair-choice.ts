import { useCallback, useState } from 'react';
import { type Pair, pairOf } from '#client/features/chat/compose/utils/pair';
import type { Conversation } from '#shared/api/conversations';

interface PairChoiceOptions {
  /** The open conversation; null for a new one. */
  conversationId: number | null;
  /** What the open conversation last asked; undefined while unknown (or a new one). */
  asked: Pick<Conversation, 'providers' | 'contestants'> | undefined;
  /** The pair last sent: a new conversation (or one never asked) starts with it. */
  last: Pair | null;
}

type Choices = ReadonlyMap<number | null, Pair | null>;

/**
 * The composer's pair with each side's settings, remembered per conversation: as chosen in this tab,
 * else the conversation's stored contestants (their settings as resolved), else (asked through
 * SPEC's toggles) none, else the pair last used. None means SPEC's toggles (docs/behaviour.md, Main
 * chat screen).
 */
export function usePairChoice({ conversationId, asked, last }: PairChoiceOptions) {
  const [choices, setChoices] = useState<Choices>(() => new Map());
  const [shown, setShown] = useState(conversationId);
  const stored = asked?.contestants ? pairOf(asked.contestants) : asked?.providers ? null : last;
  const pair = choices.has(conversationId) ? (choices.get(conversationId) ?? null) : stored;

  // Leaving a new conversation unsent forgets its pair: the next new one starts from the last used.
  if (shown !== conversationId) {
    setShown(conversationId);
    if (shown === null && choices.has(null)) setChoices((current) => without(current, null));
  }

  const choose = useCallback(
    (next: Pair | null) => setChoices((current) => new Map(current).set(conversationId, next)),
    [conversationId],
  );

  /** The first send made conversation `id` of the new one: its pair goes with it. */
  const adopt = useCallback(
    (id: number) =>
      setChoices((current) =>
        current.has(null) ? new Map(without(current, null)).set(id, current.get(null) ?? null) : current,
      ),
    [],
  );

  return { pair, choose, adopt };
}

function without(choices: Choices, key: number | null): Choices {
  const next = new Map(choices);
  next.delete(key);
  return next;
}
