import { useCallback, useState } from 'react';
import { toggleModel } from '#client/features/chat/compose/utils/models-to-send';
import { isProvider, PROVIDERS, type Provider } from '#shared/constants';

interface ModelChoiceOptions {
  /** The open conversation; null for a new one. */
  conversationId: number | null;
  /** The connections the open conversation last asked (null before any; undefined while unknown). */
  lastAsked: readonly string[] | null | undefined;
  /** Preferences' "Both": a new conversation starts with both toggled. */
  askBoth: boolean;
}

type Choices = ReadonlyMap<number | null, Provider[]>;

const NONE: Provider[] = [];
const BOTH: Provider[] = [...PROVIDERS];

/**
 * The composer's toggles, remembered per conversation: as the person left them in this tab, else
 * as the conversation last asked, else (a new conversation, or one never asked) as Preferences say.
 * With none toggled the default model answers (docs/behaviour.md, Main chat screen).
 */
export function useModelChoice({ conversationId, lastAsked, askBoth }: ModelChoiceOptions) {
  const [choices, setChoices] = useState<Choices>(() => new Map());
  const [shown, setShown] = useState(conversationId);
  const preferred = askBoth ? BOTH : NONE;
  const chosen = choices.get(conversationId) ?? (lastAsked ? lastAsked.filter(isProvider) : preferred);

  // Leaving a new conversation unsent forgets its toggles: the next new one starts from Preferences.
  if (shown !== conversationId) {
    setShown(conversationId);
    if (shown === null && choices.has(null)) setChoices((current) => without(current, null));
  }

  const toggle = useCallback(
    (provider: Provider) =>
      setChoices((current) => new Map(current).set(conversationId, toggleModel(chosen, provider))),
    [conversationId, chosen],
  );

  /** Sets every toggle at once (the pair picker chose SPEC's pair). */
  const set = useCallback(
    (providers: readonly Provider[]) => setChoices((current) => new Map(current).set(conversationId, [...providers])),
    [conversationId],
  );

  /** The first send made conversation `id` of the new one: its toggles go with it. */
  const adopt = useCallback(
    (id: number) => setChoices((current) => new Map(without(current, null)).set(id, current.get(null) ?? preferred)),
    [preferred],
  );

  return { chosen, toggle, set, adopt };
}

function without(choices: Choices, key: number | null): Choices {
  const next = new Map(choices);
  next.delete(key);
  return next;
}
