import { getJson } from '#client/lib/api-client';
import type { Message } from '#shared/api/messages';

/**
 * Messages newer than afterMessageId (docs/behaviour.md, The API calls). Called by the chat
 * session's one-second poll rather than through a query: each call moves the cursor, and nothing is
 * worth caching.
 */
export function getMessageUpdates(conversationId: number, afterMessageId: number): Promise<Message[]> {
  const query = new URLSearchParams({ conversationId: String(conversationId), afterMessageId: String(afterMessageId) });
  return getJson<Message[]>(`/api/messages/updates?${query}`, { cache: 'no-store' });
}
