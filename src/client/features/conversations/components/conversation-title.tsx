import { TitleInput } from '#client/features/conversations/components/title-input';
import { useRename } from '#client/features/conversations/hooks/use-rename';
import type { Conversation } from '#shared/api/conversations';

/** The chat header's title; a double-click renames the conversation in place. */
export function ConversationTitle({ conversation }: { conversation: Conversation }) {
  const rename = useRename(conversation);
  if (rename.editing) {
    return (
      <TitleInput
        initial={conversation.title}
        onSave={rename.save}
        onCancel={rename.cancel}
        className="max-w-md text-sm font-medium"
      />
    );
  }
  return (
    // Two lines before the ellipsis, so that a long title shows whole where the header has room.
    <h1
      className="line-clamp-2 min-w-0 text-sm leading-5 font-medium [overflow-wrap:anywhere]"
      title={`${conversation.title} (double-click to rename)`}
      onDoubleClick={rename.start}
    >
      {conversation.title}
    </h1>
  );
}
