import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ToolbarButton } from '#client/components/toolbar-button';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { type EditMessageInput, useEditMessage } from '#client/features/chat/api/edit-message';
import { useConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { sidesAnswering } from '#client/features/chat/message/utils/sides-answering';
import { toRequestSettings, useModelSettings } from '#client/stores/model-settings';
import type { Message } from '#shared/api/messages';

interface EditMessageProps {
  message: Message;
  /** The message as shown while it is not being edited. */
  children: ReactNode;
  /** The message's other actions, in Edit's row before it. */
  actions?: ReactNode;
}

/**
 * A user message with an Edit action: its text in a box with Save and Cancel, then sent at once as
 * a new version of the question to the same providers. Nothing is removed: the earlier version
 * keeps its later conversation on a branch of its own (decision 055), which its pager brings back.
 * Only inside an open conversation.
 */
export function EditMessage({ message, children, actions }: EditMessageProps) {
  const messages = useConversationMessages();
  if (!messages) return children;
  return (
    <EditableMessage message={message} actions={actions} asked={sidesAnswering(messages, message.id)}>
      {children}
    </EditableMessage>
  );
}

function EditableMessage({ message, asked, actions, children }: EditMessageProps & Pick<EditMessageInput, 'asked'>) {
  // Null while the message is shown rather than edited.
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditMessage();
  const modelSettings = useModelSettings();

  if (draft === null) {
    return (
      <>
        {children}
        <div className="flex items-center">
          {actions}
          <ToolbarButton
            label="Edit"
            className="size-7 text-muted-foreground"
            onClick={() => setDraft(message.content)}
          >
            <Pencil aria-hidden="true" />
          </ToolbarButton>
        </div>
      </>
    );
  }

  async function send(text: string) {
    try {
      await edit.mutateAsync({
        messageId: message.id,
        conversationId: message.conversationId,
        message: text,
        modelSettings: toRequestSettings(modelSettings),
        asked,
      });
      setDraft(null);
    } catch {
      // The toast says why; the text stays, to try again.
    }
  }

  const text = draft;
  return (
    // As wide as the column allows, not as the text: the box is for typing.
    <form
      className="flex w-screen max-w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send(text);
      }}
    >
      <Textarea
        aria-label="Edit your message"
        value={text}
        rows={Math.min(10, text.split('\n').length + 1)}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !edit.isPending) setDraft(null);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" disabled={edit.isPending} onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={text.trim() === '' || edit.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
