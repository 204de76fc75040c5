import type { Message } from '#shared/api/messages';
import type { Side } from '#shared/sides';

/** The sides that answered a user message, each with its connection: what an edit of it asks again. */
export function sidesAnswering(messages: readonly Message[], messageId: number): { side: Side; provider: string }[] {
  const sides = new Map<Side, string>();
  for (const message of messages)
    if (message.side && message.replyTo === messageId) sides.set(message.side, message.sender);
  return [...sides].map(([side, provider]) => ({ side, provider }));
}
