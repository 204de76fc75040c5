import { type SetStateAction, useCallback, useState } from 'react';
import { type Session, startSession } from '#client/features/chat/session/utils/session-state';

/**
 * The session of the selected conversation, and its setter. docs/behaviour.md, States and
 * transitions: switching conversation resets the flags, typing, the last-seen id and (by the
 * polling effect's cleanup) the timer. Adopting the conversation the first send just created is
 * not a switch. Adjusted while rendering, so nothing stale is shown.
 */
export function useSessionSwitch(conversationId: number | null) {
  // One state, so that the switch lands whole: kept apart, React could keep the conversation
  // chosen and drop its session when a render was redone (a list refetch landing just after a click).
  const [{ selected, session }, setState] = useState(() => ({
    selected: conversationId,
    session: startSession(conversationId),
  }));
  const setSession = useCallback(
    (update: SetStateAction<Session>) =>
      setState((current) => ({
        selected: current.selected,
        session: typeof update === 'function' ? update(current.session) : update,
      })),
    [],
  );

  if (selected !== conversationId) {
    setState((current) => ({
      selected: conversationId,
      session: conversationId === current.session.conversationId ? current.session : startSession(conversationId),
    }));
  }

  return [session, setSession] as const;
}
