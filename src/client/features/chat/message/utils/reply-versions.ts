import type { Message } from '#shared/api/messages';

/**
 * The versions of a reply: its provider's replies to the same user message, oldest first (the reply
 * itself included, listed or not). A reply that answers no known user message is its only version.
 */
export function versionsOf(messages: readonly Message[], reply: Message): Message[] {
  if (reply.replyTo === null) return [reply];
  const versions = messages.filter(
    (message) =>
      message.id !== reply.id &&
      message.sender === reply.sender &&
      message.replyTo === reply.replyTo &&
      // A fused reply (decision 054) is never a version of a side's reply, even of its own connection.
      (message.fused === undefined) === (reply.fused === undefined),
  );
  return [...versions, reply].sort((a, b) => a.id - b.id);
}

/** The versions once `id` is chosen: it is shown, and sent in later turns, and none of the others is. */
export function chooseVersion(versions: readonly Message[], id: number): Message[] {
  return versions.map((version) => ({ ...version, active: version.id === id }));
}
