import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import type { Message } from '#shared/api/messages';

/**
 * The turn a Stop is for: the newest user message known, whether this tab's last send answered
 * it, the conversation lists it, or a reply in progress answers it. Null before any.
 */
export function latestTurnId(
  messages: readonly Pick<Message, 'id' | 'sender'>[],
  replies: readonly Pick<LiveReplyState, 'userMessageId'>[],
  sentTurnId: number | null,
): number | null {
  let newest = sentTurnId ?? 0;
  for (const message of messages) if (message.sender === 'user') newest = Math.max(newest, message.id);
  for (const reply of replies) newest = Math.max(newest, reply.userMessageId);
  return newest > 0 ? newest : null;
}

/** Whether a reply of that turn is still to come: pending (docs/behaviour.md, States and transitions) or streaming. */
export function turnReplying(
  turnId: number | null,
  replies: readonly Pick<LiveReplyState, 'userMessageId' | 'storedId'>[],
  pending: boolean,
): boolean {
  if (turnId === null) return false;
  return pending || replies.some((reply) => reply.storedId === undefined && reply.userMessageId === turnId);
}
