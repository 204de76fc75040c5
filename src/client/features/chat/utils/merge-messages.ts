import type { Message } from '#shared/api/messages';

/** Merges messages into a conversation's list: one per id (the newer copy wins), oldest first. */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return existing as Message[];
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
