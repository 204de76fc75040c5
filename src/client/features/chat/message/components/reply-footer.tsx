import { CopyReplyButton } from '#client/features/chat/message/components/copy-reply-button';
import { ReplyFacts } from '#client/features/chat/message/components/reply-facts';
import type { ModelPrice } from '#client/features/chat/providers/utils/model-prices';
import type { Message } from '#shared/api/messages';

/** Under a stored reply: its facts, then its actions (copy; regenerate and versions sit beside it). */
export function ReplyFooter({ message, price }: { message: Message; price: ModelPrice | null }) {
  return (
    <>
      <ReplyFacts message={message} price={price} />
      {!message.error && message.content !== '' && <CopyReplyButton text={message.content} />}
    </>
  );
}
