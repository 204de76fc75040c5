import { StepForward } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useContinueReply } from '#client/features/chat/api/continue-reply';
import { useConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import type { Message } from '#shared/api/messages';

/**
 * Beside the notice of a reply its max tokens cut off (docs/decisions/043-continue.md): asks its side
 * to go on where it stopped. Only inside an open conversation, as regenerate; loaded with the first
 * cut-off reply shown, not with the chat screen (decision 006).
 */
export function ContinueButton({ reply }: { reply: Message }) {
  const messages = useConversationMessages();
  if (!messages) return null;
  return <Continue reply={reply} />;
}

function Continue({ reply }: { reply: Message }) {
  const continuing = useContinueReply();
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-6 gap-1 px-2 text-xs"
      disabled={continuing.isPending || continuing.isSuccess}
      onClick={() => continuing.mutate({ replyId: reply.id, conversationId: reply.conversationId })}
    >
      <StepForward aria-hidden="true" className="size-3.5" />
      Continue
    </Button>
  );
}
