import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveChannel } from '#client/features/chat/live/hooks/use-live-channel';
import { useMessagePolling } from '#client/features/chat/live/hooks/use-message-polling';
import { useRepliesAsked } from '#client/features/chat/live/hooks/use-replies-asked';
import {
  anyPending,
  awaitReplies,
  markSent,
  observeMessages,
  type PendingState,
} from '#client/features/chat/live/utils/pending-flags';
import { usePageInView } from '#client/hooks/use-page-in-view';
import { queryKeys } from '#client/lib/query-keys';
import { useDiscarded } from '#client/stores/discarded-conversations';
import type { Message } from '#shared/api/messages';

const NO_MESSAGES: Message[] = [];
const HIDDEN_TAB_GRACE_MS = 30_000;

/** A change to what is awaited, leaving the rest of the state that holds it as it is. */
export type PendingChange = <T extends PendingState>(state: T) => T;

interface AwaitedRepliesOptions {
  conversationId: number | null;
  /** The conversation's messages; undefined until first read (the live channel opens after them). */
  messages: readonly Message[] | undefined;
  /** What is awaited now (docs/behaviour.md, States and transitions). */
  pending: PendingState;
  /** Changes what conversation `id` awaits; nothing, if another conversation is shown by then. */
  update(id: number | null, change: PendingChange): void;
}

/**
 * How the replies the open conversation awaits arrive: on its live channel while that delivers,
 * else by the one-second poll; whatever brings a reply clears its side's pending flag.
 */
export function useAwaitedReplies({ conversationId, messages, pending, update }: AwaitedRepliesOptions) {
  const queryClient = useQueryClient();
  const loaded = messages ?? NO_MESSAGES;

  // Browsers hold at most six connections to a server over HTTP/1.1, and each live channel keeps
  // one: a tab left in the background gives its channel up, and resumes it when shown again.
  const inView = usePageInView(HIDDEN_TAB_GRACE_MS);
  // One being deleted for being left empty (decision 049) gives its channel up first.
  const discarded = useDiscarded(conversationId);
  const live = useLiveChannel({
    conversationId,
    ready: messages !== undefined && inView && !discarded,
    onLost: (id, asked) => update(id, (state) => awaitReplies(state, asked)),
  });

  // A refetch or the live channel can carry a reply before any poll does: it clears that provider's
  // flag just the same. Derived while rendering too, so no indicator outlives its reply by a frame.
  const observed = observeMessages(pending, loaded);
  useEffect(() => {
    update(conversationId, (state) => observeMessages(state, loaded));
  }, [conversationId, loaded, update]);

  // The one-second poll (docs/behaviour.md, The API calls), only while the live channel is not delivering.
  useMessagePolling({
    conversationId,
    enabled: anyPending(observed.pending) && !live.live,
    afterMessageId: observed.lastSeenId,
    onMessages: (id, updates) => {
      update(id, (state) => observeMessages(state, updates));
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages(id) });
    },
  });

  // Replies asked again from a message (regenerate, edit) are awaited by polling when the live channel
  // is not there; on it, their own events show them (and its loss awaits those in progress). An
  // edit's answer a new question, as a send's do: those the conversation's read already brought
  // count as arrived, and the poll starts after it.
  useRepliesAsked(conversationId, (asked, questionId) => {
    if (live.live) return;
    const known = queryClient.getQueryData<Message[]>(queryKeys.messages(conversationId ?? 0)) ?? [];
    update(conversationId, (state) =>
      questionId === undefined ? awaitReplies(state, asked) : markSent(state, asked, questionId, known),
    );
  });

  return {
    isTyping: anyPending(observed.pending),
    /** The sides still awaited, each with the connection asked there. */
    aiResponding: observed.pending,
    /** Replies in progress on the live channel (stored ones too, until their message shows). */
    liveReplies: live.replies,
    lastSeenId: observed.lastSeenId,
  };
}
