import { memo } from 'react';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { MessageContent } from '#client/features/chat/markdown/components/message-content';
import { ReplyBubble } from '#client/features/chat/message/components/reply-bubble';
import { StopReplyButton } from '#client/features/chat/turn/components/stop-reply-button';

/** A reply still being written: its text so far as markdown, with a blinking caret at its end. */
export const StreamingReply = memo(function StreamingReply({ reply }: { reply: LiveReplyState }) {
  return (
    <ReplyBubble sender={reply.provider} model={reply.model} busy>
      {reply.text === '' ? (
        <span aria-hidden="true" className="streaming-caret-alone" />
      ) : (
        <div className="streaming-caret">
          <MessageContent content={reply.text} streaming />
        </div>
      )}
      {reply.storedId === undefined && (
        <StopReplyButton userMessageId={reply.userMessageId} side={reply.side} provider={reply.provider} />
      )}
    </ReplyBubble>
  );
});
