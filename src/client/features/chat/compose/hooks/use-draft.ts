import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

/**
 * The composer's unsent text, kept per conversation in this tab's session storage, so that switching
 * conversations or reloading does not lose it. `null` is the welcome screen's new conversation.
 */
export function draftKey(userId: number, conversationId: number | null): string {
  return `pairwise-draft:${userId}:${conversationId ?? 'new'}`;
}

// Storage can be missing or refuse access (privacy modes, quota): the draft then lives in memory only.
function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, text: string): void {
  try {
    if (text === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // Nowhere to keep it: it lasts as long as the page.
  }
}

/** The draft under `key`, and a setter that keeps it there; a new key brings that key's draft. */
export function useDraft(key: string): [string, Dispatch<SetStateAction<string>>] {
  const [state, setState] = useState(() => ({ key, text: read(key) }));
  let current = state;
  if (state.key !== key) {
    current = { key, text: read(key) };
    setState(current);
  }
  const setDraft = useCallback<Dispatch<SetStateAction<string>>>(
    (next) =>
      setState((previous) => {
        const text = typeof next === 'function' ? next(previous.text) : next;
        write(previous.key, text);
        return { key: previous.key, text };
      }),
    [],
  );
  return [current.text, setDraft];
}
