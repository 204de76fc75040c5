import { useState } from 'react';
import { useStopReplies } from '#client/features/chat/api/stop-replies';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { latestTurnId, turnReplying } from '#client/features/chat/session/utils/latest-turn';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { Message } from '#shared/api/messages';

interface StopTurnOptions {
  messages: readonly Message[];
  liveReplies: readonly LiveReplyState[];
  /** Some provider's reply is awaited (the pending flags: docs/behaviour.md, States and transitions). */
  isTyping: boolean;
  /** The user message of this tab's latest send in the conversation, if any. */
  sentTurnId: number | null;
}

/**
 * The composer's Stop: while a reply of the latest turn is pending or streaming, every one of them
 * can be stopped. `stopping` from the click until those replies have arrived, stopped.
 */
export function useStopTurn({ messages, liveReplies, isTyping, sentTurnId }: StopTurnOptions) {
  const stopReplies = useStopReplies();
  const [stoppedTurn, setStoppedTurn] = useState<number | null>(null);
  const turnId = latestTurnId(messages, liveReplies, sentTurnId);
  const replying = turnReplying(turnId, liveReplies, isTyping);

  function stop() {
    if (!replying || turnId === null || stopReplies.isPending) return;
    stopReplies.mutate(
      { messageId: turnId },
      {
        onSuccess: () => setStoppedTurn(turnId),
        onError: (error) =>
          toast({
            title: 'Failed to stop the replies',
            description: errorText(error, 'server-or-body', 'Failed to stop the replies'),
            variant: 'destructive',
          }),
      },
    );
  }

  return { replying, stopping: stopReplies.isPending || (replying && stoppedTurn === turnId), stop };
}
