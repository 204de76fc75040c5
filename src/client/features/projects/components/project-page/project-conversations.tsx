import { ChevronRight, MessageSquare, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import { formatCreatedDate } from '#client/features/projects/components/project-page/format-created-date';
import type { Conversation } from '#shared/api/conversations';

export interface ProjectConversationsProps {
  /** This project's conversations; undefined while they load. */
  conversations: readonly Conversation[] | undefined;
  conversationsError: boolean;
  onNewConversation(): void;
  creatingConversation: boolean;
  /** Called as a row's link opens /c/{id}, so the app can make the conversation current. */
  onOpenConversation(conversation: Conversation): void;
}

/**
 * The Conversations tab (docs/behaviour.md, Project page): "New Conversation", then the project's
 * conversations or the empty text.
 */
export function ProjectConversations(props: ProjectConversationsProps) {
  const { conversations, conversationsError, onNewConversation, creatingConversation, onOpenConversation } = props;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={onNewConversation} disabled={creatingConversation} className="w-full sm:w-auto">
          {creatingConversation ? <Spinner className="size-4 text-current" label="Creating conversation" /> : <Plus />}
          New Conversation
        </Button>
      </div>
      {conversations === undefined ? (
        conversationsError ? (
          <p className="py-6 text-center text-sm text-destructive">Could not load conversations</p>
        ) : (
          <Spinner className="mx-auto my-6" label="Loading conversations" />
        )
      ) : conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
          <MessageSquare aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No conversations yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Start a new conversation. All conversations in this project use the project instructions.
          </p>
        </div>
      ) : (
        <ul aria-label="Project conversations" className="divide-y overflow-hidden rounded-xl border">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                href={paths.conversation.href(conversation.id)}
                onClick={() => onOpenConversation(conversation)}
                className="flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
              >
                <MessageSquare aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{conversation.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    Created {formatCreatedDate(conversation.createdAt)}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
