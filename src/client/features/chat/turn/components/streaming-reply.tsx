import { memo } from 'react';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { MessageContent } from '#client/features/chat/markdown/components/message-content';
import { ReplyBubble } from '#client/features/chat/message/components/reply-bubble';
import { StopReplyButton } from '#client/features/chat/turn/components/stop-reply-button';
import type { Anonymous } from '#client/features/chat/turn/utils/blind';

/**
 * A reply still being written: its text so far as markdown, with a blinking caret at its end;
 * `anonymous` in a blind turn (decision 044).
 */
export const StreamingReply = memo(function StreamingReply({
  reply,
  anonymous,
}: {
  reply: LiveReplyState;
  anonymous?: Anonymous;
}) {
  return (
    <ReplyBubble sender={reply.provider} model={reply.model} anonymous={anonymous} busy>
      {reply.text === '' ? (
        <span aria-hidden="true" className="streaming-caret-alone" />
      ) : (
        <div className="streaming-caret">
          <MessageContent content={reply.text} mask={anonymous?.mask} streaming />
        </div>
      )}
      {reply.storedId === undefined && (
        <StopReplyButton
          userMessageId={reply.userMessageId}
          side={reply.side}
          provider={reply.provider}
          name={anonymous?.name}
        />
      )}
    </ReplyBubble>
  );
});
