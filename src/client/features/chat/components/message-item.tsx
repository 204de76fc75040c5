import { CircleAlert } from 'lucide-react';
import { MessageContent } from '#client/features/chat/components/message-content';
import { ProviderAvatar } from '#client/features/chat/components/provider-avatar';
import { initialsOf } from '#client/features/chat/utils/initials';
import { senderLabel } from '#client/features/chat/utils/sender';
import { cn } from '#client/lib/cn';
import type { Message } from '#shared/api/messages';

interface MessageItemProps {
  message: Message;
  userName: string;
}

/** SPEC §2: the user's messages on the right with their initials; replies on the left with the provider. */
export function MessageItem({ message, userName }: MessageItemProps) {
  if (message.sender === 'user') {
    return (
      <article aria-label="Your message" className="flex justify-end gap-3">
        {/* Line breaks typed with Shift+Enter stay line breaks, as the person saw them while typing. */}
        <div className="max-w-[85%] min-w-0 rounded-2xl rounded-tr-sm bg-secondary px-4 py-2.5 text-secondary-foreground sm:max-w-[75%] [&_p]:whitespace-pre-wrap">
          <MessageContent content={message.content} />
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

  const name = senderLabel(message.sender);
  return (
    <article aria-label={`${name} reply`} data-error={message.error || undefined} className="flex gap-3">
      <ProviderAvatar sender={message.sender} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{name}</span>
          {message.model && <span className="text-xs text-muted-foreground">{message.model}</span>}
        </div>
        <div
          className={cn(
            'rounded-2xl rounded-tl-sm border bg-card px-4 py-2.5 text-card-foreground',
            message.error && 'border-destructive/60 bg-destructive/5',
          )}
        >
          {message.error ? (
            <div className="flex gap-2">
              <CircleAlert role="img" aria-label="Error" className="mt-0.5 size-4 shrink-0 text-destructive" />
              <MessageContent content={message.content} />
            </div>
          ) : (
            <MessageContent content={message.content} />
          )}
        </div>
      </div>
    </article>
  );
}
