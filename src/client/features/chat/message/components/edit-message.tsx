import { Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ToolbarButton } from '#client/components/toolbar-button';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { type EditMessageInput, useEditMessage } from '#client/features/chat/api/edit-message';
import { useConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { messagesAfter, sidesAnswering } from '#client/features/chat/message/utils/messages-after';
import { toRequestSettings, useModelSettings } from '#client/stores/model-settings';
import type { Message } from '#shared/api/messages';

// Not in the chat screen's first load: it loads as editing starts, well before Save can ask.
const ConfirmDialog = lazy(() =>
  import('#client/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface EditMessageProps {
  message: Message;
  /** The message as shown while it is not being edited. */
  children: ReactNode;
}

/**
 * A user message with an Edit action: its text in a box with Save and Cancel, then sent again to
 * the same providers. The messages after it are removed, so Save asks first when there are any,
 * saying how many. Only inside an open conversation.
 */
export function EditMessage({ message, children }: EditMessageProps) {
  const messages = useConversationMessages();
  if (!messages) return children;
  return (
    <EditableMessage
      message={message}
      removes={messagesAfter(messages, message.id).length}
      asked={sidesAnswering(messages, message.id)}
    >
      {children}
    </EditableMessage>
  );
}

function EditableMessage({
  message,
  removes,
  asked,
  children,
}: EditMessageProps & Pick<EditMessageInput, 'asked'> & { removes: number }) {
  // Null while the message is shown rather than edited.
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditMessage();
  const modelSettings = useModelSettings();

  if (draft === null) {
    return (
      <>
        {children}
        <ToolbarButton label="Edit" className="size-7 text-muted-foreground" onClick={() => setDraft(message.content)}>
          <Pencil aria-hidden="true" />
        </ToolbarButton>
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
    } finally {
      setConfirming(false);
    }
  }

  const text = draft;
  const save = () => (removes > 0 ? setConfirming(true) : void send(text));
  return (
    // As wide as the column allows, not as the text: the box is for typing.
    <form
      className="flex w-screen max-w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
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
      <Suspense fallback={null}>
        <ConfirmDialog
          open={confirming}
          title="Send the edited message?"
          description={`This removes ${removes} later ${removes === 1 ? 'message' : 'messages'}.`}
          confirmLabel="Remove and send"
          pending={edit.isPending}
          pendingLabel="Sending"
          onConfirm={() => void send(text)}
          onCancel={() => setConfirming(false)}
        />
      </Suspense>
    </form>
  );
}
