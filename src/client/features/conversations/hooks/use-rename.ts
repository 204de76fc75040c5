import { useState } from 'react';
import { useRenameConversation } from '#client/features/conversations/api/rename-conversation';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { Conversation } from '#shared/api/conversations';

/** Editing one conversation's title in place: start, save (only a changed title is sent), cancel. */
export function useRename(conversation: Conversation) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameConversation();

  function save(title: string) {
    setEditing(false);
    if (title === conversation.title) return;
    rename.mutate(
      { id: conversation.id, title },
      {
        onError: (error) =>
          toast({
            title: 'Failed to rename conversation',
            description: errorText(error, 'server-or-error'),
            variant: 'destructive',
          }),
      },
    );
  }

  return { editing, start: () => setEditing(true), save, cancel: () => setEditing(false) };
}
