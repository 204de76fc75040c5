import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { readBranchShown } from '#client/features/chat/api/get-message-page';
import { type LiveEvent, openLiveChannel } from '#client/features/chat/api/open-live-channel';
import { mergeHeard } from '#client/features/chat/history/utils/merge-messages';
import {
  applyDelta,
  fromSnapshot,
  type LiveReplies,
  type LiveReplyState,
  markStored,
  upsertReply,
  withoutJobs,
} from '#client/features/chat/live/utils/live-replies';
import { type LiveStatus, superviseLiveChannel } from '#client/features/chat/live/utils/live-supervisor';
import { type AskedSide, highestId } from '#client/features/chat/live/utils/pending-flags';
import { queryKeys } from '#client/lib/query-keys';
import type { Message } from '#shared/api/messages';
import type { Side } from '#shared/sides';

interface LiveView {
  conversationId: number | null;
  status: LiveStatus;
  replies: LiveReplyState[];
}

interface LiveChannelOptions {
  conversationId: number | null;
  /** The conversation's messages are loaded: the channel asks only for what is newer. */
  ready: boolean;
  /** The channel was lost while these sides' replies were in progress: await them another way. */
  onLost(conversationId: number, asked: AskedSide[]): void;
}

const NO_REPLIES: LiveReplyState[] = [];
const supported = () => typeof EventSource !== 'undefined';

/**
 * The live channel of the conversation on screen (docs/behaviour.md, Live replies): stored messages
 * go into its messages query, replies in progress are returned (stored ones too, until their
 * message shows). `live` is false while connecting and while fallen back to polling.
 */
export function useLiveChannel({ conversationId, ready, onLost }: LiveChannelOptions) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<LiveView>({ conversationId, status: 'connecting', replies: NO_REPLIES });
  const lost = useEffectEvent(onLost);

  useEffect(() => {
    if (conversationId === null || !ready || !supported()) return;
    const key = queryKeys.messages(conversationId);
    let status: LiveStatus = 'connecting';
    let replies: LiveReplies = new Map();
    let frame = 0;

    const publish = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      setView({ conversationId, status, replies: [...replies.values()] });
    };
    // Text comes in many small pieces: the screen takes them at most once a frame.
    const publishSoon = () => {
      frame ||= requestAnimationFrame(publish);
    };
    const merge = (messages: Message[]) =>
      queryClient.setQueryData<Message[]>(key, (current) => current && mergeHeard(current, messages));
    // A reply's stored message comes after every message known when the reply was first heard of.
    const newest = () => highestId(queryClient.getQueryData<Message[]>(key) ?? []);

    const onEvent = (event: LiveEvent) => {
      switch (event.name) {
        case 'snapshot':
          merge(event.data.messages);
          replies = fromSnapshot(replies, event.data.replies, newest());
          return publish();
        case 'reply':
          replies = upsertReply(replies, event.data, newest());
          return publishSoon();
        case 'delta':
          replies = applyDelta(replies, event.data);
          return publishSoon();
        case 'done':
          merge([event.data.message]);
          replies = markStored(replies, event.data.jobId, event.data.message.id);
          return publish();
        case 'message':
          return merge([event.data.message]);
        case 'conversation-changed': {
          // Another version or branch shown, or replies ended: read the conversation again, replacing it,
          // back to where the branches part when they did (however many turns follow it).
          replies = withoutJobs(replies, event.data.removedJobIds);
          const { branchFrom } = event.data;
          const readAgain = () => queryClient.invalidateQueries({ queryKey: key });
          if (branchFrom === undefined) void readAgain();
          else void readBranchShown(queryClient, conversationId, branchFrom).catch(readAgain);
          return publish();
        }
      }
    };

    const onStatus = (next: LiveStatus) => {
      status = next;
      if (next === 'fallback') {
        // A fuse (decision 054) is no side's: nothing a side's pending flag waits for.
        const inProgress = [...replies.values()].filter(
          (reply): reply is LiveReplyState & { side: Side } => reply.storedId === undefined && reply.side !== null,
        );
        replies = new Map();
        if (inProgress.length > 0)
          lost(
            conversationId,
            inProgress.map(({ side, provider }) => ({ side, provider })),
          );
      }
      publish();
    };

    const stop = superviseLiveChannel({
      open: (handlers) => {
        const after = highestId(queryClient.getQueryData<Message[]>(key) ?? []);
        return openLiveChannel(conversationId, after, handlers);
      },
      onEvent,
      onStatus,
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      // Nothing of a closed channel stays on screen, nor counts as live.
      setView((shown) => (shown.conversationId === conversationId ? { ...shown, conversationId: null } : shown));
    };
  }, [conversationId, ready, queryClient]);

  // With no conversation open there is no channel: a closed one's replies must not show on New Chat.
  const current = conversationId !== null && view.conversationId === conversationId;
  return {
    live: current && view.status === 'live',
    replies: current ? view.replies : NO_REPLIES,
  };
}
