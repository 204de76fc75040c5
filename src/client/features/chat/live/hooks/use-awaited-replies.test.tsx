import { MutationObserver } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type EditMessageInput, editMessageKey } from '#client/features/chat/api/edit-message';
import { type RegenerateReplyInput, regenerateReplyKey } from '#client/features/chat/api/regenerate-reply';
import { POLL_INTERVAL_MS } from '#client/features/chat/live/hooks/use-message-polling';
import { queryKeys } from '#client/lib/query-keys';
import { fakeChatServer, message } from '#client/testing/chat/fake-chat-server';
import { FakeEventSource, liveReply } from '#client/testing/chat/fake-event-source';
import { renderChatSession, setUpChatSessionTests } from '#client/testing/chat/render-chat-session';
import type { Message } from '#shared/api/messages';

const wait = { timeout: 4000 };

setUpChatSessionTests();

describe('useChatSession: the replies it awaits (useAwaitedReplies)', () => {
  it("awaits a reply asked again (regenerate) by polling, as a send's", async () => {
    const server = fakeChatServer();
    const { result, queryClient } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));

    const regenerate = new MutationObserver(queryClient, {
      mutationKey: regenerateReplyKey,
      mutationFn: async (_: RegenerateReplyInput) => ({
        jobId: 9,
        provider: 'claude',
        side: 'b' as const,
        model: 'claude',
      }),
    });
    await act(() => regenerate.mutate({ replyId: 2, conversationId: 5, modelSettings: {} }));
    expect(result.current.session.aiResponding).toEqual({ b: 'claude' });

    server.messages.push(message(11, 'claude'));
    await waitFor(() => expect(result.current.session.aiResponding.b).toBeUndefined(), wait);
    expect(server.updateCalls).toContain(2);
  });

  it("awaits an edit's replies to the new question it made; one its read of the conversation brought counts", async () => {
    const server = fakeChatServer();
    const { result, queryClient } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));

    // A read of the conversation seen before the edit's answer is (its own refetch is one): the new
    // version (20), and side a's reply to it already.
    server.messages = [message(20, 'user'), message(21, 'openai')];
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.messages(5) }));
    await waitFor(() => expect(result.current.session.lastSeenId).toBe(21));
    const edit = new MutationObserver(queryClient, {
      mutationKey: editMessageKey,
      mutationFn: async (_: EditMessageInput) => ({ messageId: 20, hidden: 2, modelsQueried: ['openai', 'claude'] }),
    });
    const asked = [
      { side: 'a' as const, provider: 'openai' },
      { side: 'b' as const, provider: 'claude' },
    ];
    await act(() => edit.mutate({ messageId: 1, conversationId: 5, message: 'Again', modelSettings: {}, asked }));
    expect(result.current.session.aiResponding).toEqual({ b: 'claude' });

    server.messages.push(message(22, 'claude'));
    await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
    expect(server.updateCalls).toContain(21);
  });

  it('marks the queried providers pending, polls, and clears each flag as its reply arrives', async () => {
    // Time runs, and can be moved on at once to show that no poll is due.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeChatServer();
    const { result } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));

    server.messages.push(message(10, 'user'));
    await act(() => result.current.session.send('Hello both', { models: ['openai', 'claude'] }));
    expect(result.current.session.aiResponding).toEqual({ a: 'openai', b: 'claude' });
    expect(result.current.session.isTyping).toBe(true);
    expect(result.current.session.lastSeenId).toBe(10);

    server.messages.push(message(11, 'openai'));
    await waitFor(() => expect(result.current.session.aiResponding).toEqual({ b: 'claude' }), wait);
    expect(server.updateCalls).toContain(10);
    await waitFor(() => expect(result.current.session.messages.map((item) => item.id)).toContain(11));

    server.messages.push(message(12, 'claude'));
    await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
    expect(result.current.session.lastSeenId).toBe(12);

    // Nothing is pending: the poll has stopped.
    const calls = server.updateCalls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(server.updateCalls).toHaveLength(calls);
  });

  it('only logs a failed poll and keeps polling', async () => {
    const server = fakeChatServer();
    server.failUpdates = true;
    const { result } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    await act(() => result.current.session.send('Hello', { models: ['claude'] }));

    await waitFor(() => expect(server.updateCalls.length).toBeGreaterThanOrEqual(2), wait);
    expect(console.warn).toHaveBeenCalled();
    expect(result.current.session.aiResponding.b).toBe('claude');

    server.failUpdates = false;
    server.messages.push(message(11, 'claude'));
    await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
  }, 10_000);

  describe('with the live channel', () => {
    /** The channel the session opened, after its snapshot: live. */
    async function liveChannel(snapshot: { messages?: Message[]; replies?: unknown[] } = {}) {
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const source = FakeEventSource.instances[0] as FakeEventSource;
      act(() => {
        source.open();
        source.emit('snapshot', { messages: [], replies: [], ...snapshot });
      });
      return source;
    }

    beforeEach(() => FakeEventSource.install());

    it('does not poll while the channel delivers; a reply stored on it clears its flag', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const server = fakeChatServer();
      const { result } = renderChatSession();
      const source = await liveChannel();
      expect(source.url).toBe('/api/conversations/5/events?after=2');

      server.messages.push(message(10, 'user'));
      await act(() => result.current.session.send('Hello', { models: ['openai'] }));
      expect(result.current.session.aiResponding.a).toBe('openai');
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
      expect(server.updateCalls).toEqual([]);

      act(() => source.emit('done', { jobId: 3, message: message(11, 'openai') }));
      await waitFor(() => expect(result.current.session.aiResponding.a).toBeUndefined());
      await waitFor(() => expect(result.current.session.messages.map((item) => item.id)).toEqual([1, 2, 10, 11]));
      expect(server.updateCalls).toEqual([]);
    });

    it('keeps a message the channel brought when a fetch that set out before it lacks it', async () => {
      fakeChatServer();
      const { result, queryClient } = renderChatSession();
      const source = await liveChannel();
      const cachedIds = () => queryClient.getQueryData<Message[]>(queryKeys.messages(5))?.map((item) => item.id);

      // The server's answer (1 and 2) is read before message 12 is stored, and arrives after it.
      let answer: (response: Response) => void = () => {};
      vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      const refetched = queryClient.refetchQueries({ queryKey: queryKeys.messages(5) });
      act(() => source.emit('message', { message: message(12, 'user') }));
      await waitFor(() => expect(result.current.session.messages.map((item) => item.id)).toEqual([1, 2, 12]));
      answer(Response.json({ messages: [message(1, 'user'), message(2, 'openai')], olderCursor: null }));
      await act(() => refetched);
      expect(cachedIds()).toEqual([1, 2, 12]);

      // A fetch that set out after it and lacks it tells of its removal (an edit): the list is replaced.
      await act(() => queryClient.refetchQueries({ queryKey: queryKeys.messages(5) }));
      expect(cachedIds()).toEqual([1, 2]);
    });

    it('falls back to polling once the channel is lost', async () => {
      const server = fakeChatServer();
      const { result } = renderChatSession();
      const source = await liveChannel();
      server.messages.push(message(10, 'user'));
      await act(() => result.current.session.send('Hello', { models: ['claude'] }));

      act(() => source.fail({ closed: true }));
      server.messages.push(message(11, 'claude'));
      await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
      expect(server.updateCalls).toContain(10);
      expect(console.warn).not.toHaveBeenCalled();
    }, 10_000);

    it('shows a reply in progress after a reload, and awaits it by polling if the channel is lost', async () => {
      const server = fakeChatServer();
      const { result } = renderChatSession();
      await liveChannel({ replies: [liveReply(9, { text: 'So far' })] });
      expect(result.current.session.liveReplies).toMatchObject([{ jobId: 9, provider: 'openai', text: 'So far' }]);
      // No send of this tab's: no pending flag, only the reply in progress.
      expect(result.current.session.isTyping).toBe(false);

      act(() => FakeEventSource.instances[0]?.fail({ closed: true }));
      expect(result.current.session.liveReplies).toEqual([]);
      expect(result.current.session.aiResponding.a).toBe('openai');
      server.messages.push(message(3, 'openai'));
      await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
      expect(result.current.session.messages.map((item) => item.id)).toEqual([1, 2, 3]);
    }, 10_000);
  });
});
