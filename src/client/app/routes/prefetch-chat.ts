import type { QueryClient } from '@tanstack/react-query';
import { conversationJudgementsQueryOptions } from '#client/features/chat/api/get-conversation-judgements';
import { conversationVotesQueryOptions } from '#client/features/chat/api/get-conversation-votes';
import { messagesQueryOptions } from '#client/features/chat/api/get-message-page';
import { loadMarkdown } from '#client/features/chat/markdown/utils/load-markdown';
import { modelsQueryOptions } from '#client/features/models/api/get-models';
import { projectsQueryOptions } from '#client/features/projects/api/get-projects';
import { modelSettingsQueryOptions } from '#client/stores/model-settings';

/**
 * Asks for what the chat screen reads first while its 500 ms layout delay runs
 * (docs/behaviour.md, Constants and limits), so that the screen draws from the cache the moment it
 * appears instead of starting its requests then. A failure is left to the screen's own queries,
 * which read again on mount and say so. Not the conversation list: it is always treated as stale
 * (docs/behaviour.md, The API calls), so the read on mount would follow within the half second and
 * every opening would read it twice (decision 029).
 */
export function prefetchChat(client: QueryClient, conversationId: number | null): void {
  void client.prefetchQuery(projectsQueryOptions());
  void client.prefetchQuery(modelsQueryOptions());
  void client.prefetchQuery(modelSettingsQueryOptions());
  if (conversationId !== null) {
    void client.prefetchQuery(messagesQueryOptions(conversationId));
    void client.prefetchQuery(conversationVotesQueryOptions(conversationId));
    void client.prefetchQuery(conversationJudgementsQueryOptions(conversationId));
  }
  // A chunk that fails here is asked for again, and reported, where a message first needs it.
  loadMarkdown().catch(() => undefined);
}
