import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { HIGHLIGHT_CLASSES, HIGHLIGHTABLE_CLASSES } from '#client/features/chat/message/utils/message-highlight';
import { AnonymousAvatar, ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import { useConnection } from '#client/features/chat/providers/hooks/use-connections';
import { modelName } from '#client/features/chat/providers/utils/connections';
import { type Anonymous, maskText } from '#client/features/chat/turn/utils/blind';
import { cn } from '#client/lib/cn';

interface ReplyBubbleProps {
  /** A stored reply's id (none while it is being written). */
  messageId?: number;
  /** Marked for a moment: the conversation was opened at this reply. */
  highlighted?: boolean;
  sender: string;
  model: string | null;
  error?: boolean;
  /** Still being written: assistive technology waits for it rather than reading every piece. */
  busy?: boolean;
  /** One line from the server beside the reply (what the model could not read), not part of its text. */
  notice?: string | null;
  /** Beside the notice: what the person can do about it (Continue a cut-off reply). */
  noticeAction?: ReactNode;
  /** Under the bubble: the reply's facts and its actions (copy, and others' buttons beside it). */
  footer?: ReactNode;
  /** A reply of a blind turn: this name and its letter in place of the connection, model and icon. */
  anonymous?: Anonymous;
  children: ReactNode;
}

/**
 * docs/behaviour.md, Main chat screen: a reply, with its connection's icon and label and its
 * model's readable name (what tells apart two models of one connection); finished or still growing.
 */
export function ReplyBubble({
  messageId,
  highlighted = false,
  sender,
  model,
  error = false,
  busy = false,
  notice,
  noticeAction,
  footer,
  anonymous,
  children,
}: ReplyBubbleProps) {
  const connection = useConnection(sender);
  const name = anonymous?.name ?? connection.label;
  return (
    <article
      aria-label={`${name} reply`}
      aria-busy={busy || undefined}
      data-error={error || undefined}
      data-message-id={messageId}
      data-highlighted={highlighted || undefined}
      className={cn('flex gap-3', HIGHLIGHTABLE_CLASSES, highlighted && HIGHLIGHT_CLASSES)}
    >
      {anonymous ? <AnonymousAvatar name={name} /> : <ProviderAvatar sender={sender} />}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{name}</span>
          {model && !anonymous && <span className="text-xs text-muted-foreground">{modelName(connection, model)}</span>}
        </div>
        {notice && (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span className="min-w-0 break-words">{maskText(notice, anonymous?.mask)}</span>
            {noticeAction}
          </p>
        )}
        <div
          className={cn(
            'rounded-2xl rounded-tl-sm border bg-card px-4 py-2.5 text-card-foreground',
            error && 'border-destructive/60 bg-destructive/5',
          )}
        >
          {children}
        </div>
        {footer && <div className="flex flex-wrap items-center gap-x-2 gap-y-1">{footer}</div>}
      </div>
    </article>
  );
}
