import { useEffect, useRef } from 'react';
import { ConversationRowMenu } from '#client/features/conversations/components/conversation-row-menu';
import { TitleInput } from '#client/features/conversations/components/title-input';
import { useRename } from '#client/features/conversations/hooks/use-rename';
import { formatRelativeTime } from '#client/features/conversations/utils/relative-time';
import { cn } from '#client/lib/cn';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

interface ConversationRowProps {
  conversation: Conversation & { empty?: boolean };
  /** The projects it can be moved into. */
  projects: readonly Project[];
  onSelect(conversation: Conversation): void;
}

/** One conversation in the sidebar: its title, how long ago it changed, and its menu. */
export function ConversationRow({ conversation, projects, onSelect }: ConversationRowProps) {
  const { conversationId } = useChatSelection();
  const rename = useRename(conversation);
  const isCurrent = conversationId === conversation.id;
  const titleButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The title field went away with the focus in it (Enter or Escape): the keyboard goes on from
  // the row, not from the top of the page. A click elsewhere keeps its own focus.
  useEffect(() => {
    if (wasEditing.current && !rename.editing && document.activeElement === document.body) {
      titleButton.current?.focus();
    }
    wasEditing.current = rename.editing;
  }, [rename.editing]);

  if (rename.editing) {
    return (
      <li className="px-1 py-1">
        <TitleInput
          initial={conversation.title}
          onSave={rename.save}
          onCancel={rename.cancel}
          className="bg-background"
        />
      </li>
    );
  }
  return (
    <li className="group relative">
      <button
        ref={titleButton}
        type="button"
        onClick={() => onSelect(conversation)}
        aria-current={isCurrent ? 'true' : undefined}
        className={cn(
          'flex w-full min-w-0 flex-col items-start gap-0.5 rounded-md py-2 pr-10 pl-3 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isCurrent && 'bg-accent text-accent-foreground',
        )}
      >
        <span className={cn('w-full truncate', isCurrent && 'font-medium')}>{conversation.title}</span>
        <span className="text-xs text-muted-foreground">{formatRelativeTime(conversation.updatedAt)}</span>
      </button>
      <ConversationRowMenu
        conversation={conversation}
        projects={projects}
        onRename={rename.start}
        className="absolute top-1/2 right-1 -translate-y-1/2"
      />
    </li>
  );
}
