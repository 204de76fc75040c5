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
    <h1 className="min-w-0 truncate text-sm font-medium" title="Double-click to rename" onDoubleClick={rename.start}>
      {conversation.title}
    </h1>
  );
}
