import type { Conversation } from '#shared/api/conversations';
import type { Sender } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import type { SearchResult, SnippetSegment } from '#shared/api/search';
import { isProvider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

/**
 * Results as the sidebar knows the conversations now: one deleted (or within a delete's Undo) since
 * the search is left out, and a rename or a move shows at once. Unchanged until the list is loaded.
 */
export function reconcileResults(
  results: readonly SearchResult[],
  conversations: readonly Conversation[] | undefined,
  projects: readonly Project[] | undefined,
): SearchResult[] {
  if (!conversations) return [...results];
  const current = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  return results.flatMap((result) => {
    const conversation = current.get(result.conversation.id);
    if (!conversation) return [];
    const { id, title, projectId } = conversation;
    const projectName =
      projectId === null
        ? null
        : (projects?.find((project) => project.id === projectId)?.name ??
          (projectId === result.conversation.projectId ? result.conversation.projectName : null));
    return [{ ...result, conversation: { id, title, projectId, projectName } }];
  });
}

/** Each connection's label by its id (GET /api/models), for naming who said what. */
export type ConnectionLabels = ReadonlyMap<string, string>;

/**
 * Who said it, as a hit names them: its connection's label; before the catalogue loads (or for a
 * connection removed since), SPEC's pair by its own names and any other by its id.
 */
export function hitSenderLabel(sender: Sender, labels: ConnectionLabels = new Map()): string {
  if (sender === 'user') return 'You';
  return labels.get(sender) ?? (isProvider(sender) ? PROVIDER_LABELS[sender] : sender);
}

/** A snippet as one plain string (a hit's accessible name). */
export function snippetText(snippet: readonly SnippetSegment[]): string {
  return snippet.map((segment) => segment.text).join('');
}

/** What the polite live region says once a search has answered. */
export function resultsAnnouncement(count: number): string {
  if (count === 0) return 'No messages found';
  return `${count} ${count === 1 ? 'conversation' : 'conversations'} found in messages`;
}
