import type { Message } from '#shared/api/messages';

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
