import { Merge } from 'lucide-react';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import { StreamingReply } from '#client/features/chat/turn/components/streaming-reply';
import type { Anonymous } from '#client/features/chat/turn/utils/blind';
import type { Message } from '#shared/api/messages';

interface FusedReplyProps {
  /** The fused reply shown, once stored. */
  fused: Message | null;
  /** A fuse still being written: shown in its place, with its own Stop. */
  fusing: LiveReplyState | null;
  /** What side a's and side b's replies are called (their blind names in a blind turn). */
  names: readonly [string, string] | null;
  /** The stored fuse merged other versions of the replies than those shown now. */
  earlier: boolean;
  /** In a blind turn before its vote: the model that fused unnamed, and the text's self-names masked. */
  anonymous?: Anonymous | null;
  userName: string;
  priceOf?: PriceLookup;
  highlightedId?: number | null;
}

/**
 * Under the pair (docs/decisions/054-fuse.md): the answer a model merged from the two, labelled
 * with what it fused; its bubble names the model that fused them, as any reply names its model.
 */
export function FusedReply({
  fused,
  fusing,
  names,
  earlier,
  anonymous,
  userName,
  priceOf,
  highlightedId,
}: FusedReplyProps) {
  if (!fused && !fusing) return null;
  const from = names ? `${names[0]}’s and ${names[1]}’s answers` : 'both answers';
  const label = fusing ? `Fusing ${from}…` : earlier ? `Fused from earlier versions of ${from}` : `Fused from ${from}`;
  return (
    <section aria-label="Fused answer" className="space-y-1">
      <p className="flex items-center gap-1.5 pl-11 text-xs font-medium text-muted-foreground">
        <Merge aria-hidden="true" className="size-3.5" />
        {label}
      </p>
      {fusing ? (
        <StreamingReply reply={fusing} anonymous={anonymous ?? undefined} />
      ) : (
        fused && (
          <MessageItem
            message={fused}
            userName={userName}
            anonymous={anonymous ?? undefined}
            price={priceOf?.(fused.sender, fused.model) ?? null}
            highlighted={fused.id === highlightedId}
          />
        )
      )}
    </section>
  );
}
