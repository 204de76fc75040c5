import { idleState, type PendingState } from '#client/features/chat/live/utils/pending-flags';

/** The chat session's state (docs/behaviour.md, Entities): the conversation on screen and what it awaits. */
export interface Session extends PendingState {
  /** The conversation shown and polled: the selected one, or the one the first send created. */
  conversationId: number | null;
}

export const startSession = (conversationId: number | null): Session => ({ conversationId, ...idleState });

/**
 * A change meant for conversation `id`'s session: an answer that arrives after a switch to another
 * conversation changes nothing.
 */
export function forConversation(id: number | null, change: (session: Session) => Session) {
  return (current: Session): Session => (current.conversationId === id ? change(current) : current);
}
