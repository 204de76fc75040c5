import { Spinner } from '#client/components/ui/spinner';
import { ConversationRow } from '#client/features/conversations/components/conversation-row';
import {
  conversationListEmptyText,
  filterUnprojectedConversations,
} from '#client/features/conversations/utils/filter-conversations';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

interface ConversationListProps {
  conversations: readonly Conversation[] | undefined;
  isLoading: boolean;
  isError: boolean;
  projects: readonly Project[];
  search: string;
  onSelect(conversation: Conversation): void;
}

/** The sidebar's Conversations: those in no project, filtered by the search box (docs/behaviour.md, Sidebar). */
export function ConversationList({
  conversations,
  isLoading,
  isError,
  projects,
  search,
  onSelect,
}: ConversationListProps) {
  const all = conversations ?? [];
  const unprojectedCount = filterUnprojectedConversations(all, '').length;
  const shown = filterUnprojectedConversations(all, search);
  const emptyText = conversationListEmptyText(unprojectedCount, shown.length);

  return (
    <section aria-labelledby="sidebar-conversations-heading" className="flex flex-col gap-1">
      <h2 id="sidebar-conversations-heading" className="px-2 text-xs font-medium text-muted-foreground">
        Conversations
      </h2>
      {isLoading ? (
        <Spinner className="mx-auto my-3 size-4" label="Loading conversations" />
      ) : isError && !conversations ? (
        <p className="px-2 py-3 text-sm text-destructive">Could not load conversations</p>
      ) : emptyText ? (
        <p className="px-2 py-3 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-label="Conversations" className="flex flex-col gap-0.5">
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              projects={projects}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
