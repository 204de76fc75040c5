import type { Conversation } from '#shared/api/conversations';

/**
 * docs/behaviour.md, Validation: the sidebar's list holds only conversations in no project,
 * filtered by a case-insensitive substring of the title. A blank search keeps them all.
 */
export function filterUnprojectedConversations(conversations: readonly Conversation[], search: string): Conversation[] {
  const needle = search.trim().toLocaleLowerCase();
  return conversations.filter(
    (conversation) =>
      conversation.projectId == null && (!needle || conversation.title.toLocaleLowerCase().includes(needle)),
  );
}

/** Which empty state the list shows, if any (docs/behaviour.md, Sidebar). */
export function conversationListEmptyText(unprojectedCount: number, shownCount: number): string | null {
  if (unprojectedCount === 0) return 'No conversations yet';
  if (shownCount === 0) return 'No matching conversations';
  return null;
}
