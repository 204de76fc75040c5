import { RefreshCw } from 'lucide-react';
import { ToolbarButton } from '#client/components/toolbar-button';
import { useRegenerateReply } from '#client/features/chat/api/regenerate-reply';
import { useConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { cn } from '#client/lib/cn';
import { toRequestSettings, useModelSettings } from '#client/stores/model-settings';
import type { Message } from '#shared/api/messages';

/**
 * Under a stored reply (an error reply too: it is "try again"): asks its provider again with the
 * same thread and the current model settings. Only inside an open conversation.
 */
export function RegenerateButton({ reply }: { reply: Message }) {
  const messages = useConversationMessages();
  if (!messages || reply.sender === 'user') return null;
  return <Regenerate reply={reply} />;
}

function Regenerate({ reply }: { reply: Message }) {
  const regenerate = useRegenerateReply();
  const modelSettings = useModelSettings();
  return (
    <ToolbarButton
      label="Regenerate"
      className="size-7 text-muted-foreground"
      disabled={regenerate.isPending}
      onClick={() =>
        regenerate.mutate({
          replyId: reply.id,
          conversationId: reply.conversationId,
          modelSettings: toRequestSettings(modelSettings),
        })
      }
    >
      <RefreshCw aria-hidden="true" className={cn(regenerate.isPending && 'animate-spin')} />
    </ToolbarButton>
  );
}
