import { CircleAlert } from 'lucide-react';
import { lazy, memo, type ReactNode, Suspense } from 'react';
import { withoutFileTags } from '#client/features/chat/compose/utils/file-tags';
import { MessageContent } from '#client/features/chat/markdown/components/message-content';
import { EditMessage } from '#client/features/chat/message/components/edit-message';
import { ImportedAttachments } from '#client/features/chat/message/components/imported-attachments';
import { MessageAttachments } from '#client/features/chat/message/components/message-attachments';
import { QuestionVersions } from '#client/features/chat/message/components/question-versions';
import { RegenerateButton } from '#client/features/chat/message/components/regenerate-button';
import { ReplyBubble } from '#client/features/chat/message/components/reply-bubble';
import { ReplyFooter } from '#client/features/chat/message/components/reply-footer';
import { ReplyVersions } from '#client/features/chat/message/components/reply-versions';
import { StoppedLabel } from '#client/features/chat/message/components/stopped-label';
import { initialsOf } from '#client/features/chat/message/utils/initials';
import { HIGHLIGHT_CLASSES, HIGHLIGHTABLE_CLASSES } from '#client/features/chat/message/utils/message-highlight';
import type { ModelPrice } from '#client/features/chat/providers/utils/model-prices';
import type { Anonymous } from '#client/features/chat/turn/utils/blind';
import { cn } from '#client/lib/cn';
import type { Message } from '#shared/api/messages';

// Loaded with the first cut-off reply shown, not with the chat screen (decision 006).
const ContinueButton = lazy(() =>
  import('#client/features/chat/message/components/continue-button').then((module) => ({
    default: module.ContinueButton,
  })),
);

interface MessageItemProps {
  message: Message;
  userName: string;
  /** A reply's model price, for its cost; null (or left out) shows none. */
  price?: ModelPrice | null;
  /** Shown instead of a reply's text (its differences from the other reply's). */
  body?: ReactNode;
  /** Marked for a moment: the conversation was opened at this message. */
  highlighted?: boolean;
  /** A reply of a blind turn: shown by this name, without its model, cost or self-names (decision 044). */
  anonymous?: Anonymous;
  /** Its side has a reply in progress in this turn: nothing to continue yet. */
  replying?: boolean;
}

/**
 * docs/behaviour.md, Main chat screen: the user's messages on the right with their initials;
 * replies on the left with the provider. Memoised: while a reply streams the window redraws every
 * frame, and the finished messages above need not be parsed again.
 */
export const MessageItem = memo(function MessageItem({
  message,
  userName,
  price = null,
  body,
  highlighted = false,
  replying = false,
  anonymous,
}: MessageItemProps) {
  if (message.sender === 'user') {
    const files = [...message.attachments, ...(message.importedAttachments ?? [])];
    const text = withoutFileTags(
      message.content,
      files.map((file) => file.originalname),
    );
    return (
      <article
        aria-label="Your message"
        data-message-id={message.id}
        data-highlighted={highlighted || undefined}
        className={cn('flex justify-end gap-3', HIGHLIGHTABLE_CLASSES, highlighted && HIGHLIGHT_CLASSES)}
      >
        <div className="flex max-w-[85%] min-w-0 flex-col items-end gap-2 sm:max-w-[75%]">
          {/* Line breaks typed with Shift+Enter stay line breaks, as the person saw them while typing. */}
          <EditMessage message={message} actions={<QuestionVersions question={message} />}>
            {/* A message of files alone has its chips, and no empty bubble. */}
            {text !== '' && (
              <div className="max-w-full min-w-0 rounded-2xl rounded-tr-sm bg-secondary px-4 py-2.5 text-secondary-foreground [&_p]:whitespace-pre-wrap">
                <MessageContent content={text} />
              </div>
            )}
          </EditMessage>
          {message.attachments.length > 0 && <MessageAttachments attachments={message.attachments} />}
          {message.importedAttachments && <ImportedAttachments files={message.importedAttachments} />}
        </div>
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initialsOf(userName)}
        </span>
      </article>
    );
  }

  // A fused reply (decision 054) is neither continued, regenerated nor a version of a side's reply.
  const fused = message.fused !== undefined;
  return (
    <ReplyBubble
      messageId={message.id}
      highlighted={highlighted}
      sender={message.sender}
      model={message.model}
      error={message.error}
      notice={message.notice}
      anonymous={anonymous}
      noticeAction={
        message.finishReason === 'length' &&
        !replying &&
        !fused && (
          <Suspense>
            <ContinueButton reply={message} />
          </Suspense>
        )
      }
      footer={
        <>
          <StoppedLabel stopped={message.stopped} />
          <ReplyFooter message={anonymous ? { ...message, model: null } : message} price={anonymous ? null : price} />
          {!fused && <ReplyVersions reply={message} />}
          {!fused && <RegenerateButton reply={message} />}
        </>
      }
    >
      {body ??
        (message.error ? (
          <div className="flex gap-2">
            <CircleAlert role="img" aria-label="Error" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <MessageContent content={message.content} mask={anonymous?.mask} />
          </div>
        ) : (
          <MessageContent content={message.content} mask={anonymous?.mask} />
        ))}
    </ReplyBubble>
  );
});
