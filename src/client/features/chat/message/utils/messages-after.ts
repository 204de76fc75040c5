import type { Message } from '#shared/api/messages';
import type { Side } from '#shared/sides';

/**
 * What editing the user message `messageId` removes, as the server does: the user messages after it,
 * and every reply to it or to them, each version counted. A reply to an earlier message stays, even
 * when it was regenerated (and stored) later.
 */
export function messagesAfter(messages: readonly Message[], messageId: number): Message[] {
  return messages.filter((message) =>
    message.sender === 'user' ? message.id > messageId : (message.replyTo ?? message.id) >= messageId,
  );
}

/** The sides that answered a user message, each with its connection: what an edit of it asks again. */
export function sidesAnswering(messages: readonly Message[], messageId: number): { side: Side; provider: string }[] {
  const sides = new Map<Side, string>();
  for (const message of messages)
    if (message.side && message.replyTo === messageId) sides.set(message.side, message.sender);
  return [...sides].map(([side, provider]) => ({ side, provider }));
}
