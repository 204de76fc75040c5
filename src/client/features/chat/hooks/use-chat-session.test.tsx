import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RegenerateReplyInput, regenerateReplyKey } from '#client/features/chat/api/regenerate-reply';
import { useChatSession } from '#client/features/chat/hooks/use-chat-session';
import { POLL_INTERVAL_MS } from '#client/features/chat/hooks/use-message-polling';
import { FakeEventSource, liveReply } from '#client/features/chat/testing/fake-event-source';
import { useToasts } from '#client/hooks/use-toast';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { buildMessage } from '#client/testing/build-message';
import type { Message } from '#shared/api/messages';

const message = (id: number, sender: Message['sender'], conversationId = 5): Message =>
  buildMessage({ id, sender, conversationId, createdAt: new Date().toISOString() });

/** A stand-in for the API: the messages stored so far, and what the chat call answers. */
function fakeServer() {
  const server = {
    messages: [message(1, 'user'), message(2, 'openai')],
    chatAnswer: (body: { models: string[] }) =>
      Response.json({ conversationId: 5, messageId: 10, modelsQueried: body.models, message: 'hi' }),
    updateCalls: [] as number[],
    failUpdates: false,
    bodies: {} as Record<string, unknown>,
  };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.body && typeof init.body === 'string') server.bodies[url.pathname] = JSON.parse(init.body);
    if (url.pathname === '/api/chat') return server.chatAnswer(server.bodies['/api/chat'] as { models: string[] });
    if (url.pathname === '/api/conversations' && init?.method === 'POST') {
      return Response.json(
        { id: 7, userId: 1, projectId: null, title: 't', createdAt: '', updatedAt: '' },
        { status: 201 },
      );
    }
    if (/^\/api\/conversations\/\d+\/messages$/.test(url.pathname)) {
      return Response.json({ messages: server.messages, olderCursor: null });
    }
    if (url.pathname === '/api/messages/updates') {
      const after = Number(url.searchParams.get('afterMessageId'));
      server.updateCalls.push(after);
      if (server.failUpdates) return new Response('down', { status: 503 });
      return Response.json(server.messages.filter((item) => item.id > after));
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

function renderSession(initialId: number | null = 5) {
  const queryClient = createQueryClient();
  const onConversationCreated = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ conversationId }: { conversationId: number | null }) => ({
      session: useChatSession({ userId: 1, conversationId, project: null, onConversationCreated }),
      toasts: useToasts(),
    }),
    { wrapper, initialProps: { conversationId: initialId } },
  );
  return { ...view, onConversationCreated, queryClient };
}

const wait = { timeout: 4000 };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe('useChatSession', () => {
  it('loads the messages and remembers the highest id', async () => {
    fakeServer();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    expect(result.current.session.lastSeenId).toBe(2);
    expect(result.current.session.isTyping).toBe(false);
  });

  it("awaits a reply asked again (regenerate) by polling, as a send's", async () => {
    const server = fakeServer();
    const { result, queryClient } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));

    const regenerate = new MutationObserver(queryClient, {
      mutationKey: regenerateReplyKey,
      mutationFn: async (_: RegenerateReplyInput) => ({ jobId: 9, provider: 'claude' as const, model: 'claude' }),
    });
    await act(() => regenerate.mutate({ replyId: 2, conversationId: 5, modelSettings: {} }));
    expect(result.current.session.aiResponding).toEqual({ openai: false, claude: true });

    server.messages.push(message(11, 'claude'));
    await waitFor(() => expect(result.current.session.aiResponding.claude).toBe(false), wait);
    expect(server.updateCalls).toContain(2);
  });

  it('marks the queried providers pending, polls, and clears each flag as its reply arrives', async () => {
    // Time runs, and can be moved on at once to show that no poll is due.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));

    server.messages.push(message(10, 'user'));
    await act(() => result.current.session.send('Hello both', ['openai', 'claude']));
    expect(result.current.session.aiResponding).toEqual({ openai: true, claude: true });
    expect(result.current.session.isTyping).toBe(true);
    expect(result.current.session.lastSeenId).toBe(10);

    server.messages.push(message(11, 'openai'));
    await waitFor(() => expect(result.current.session.aiResponding).toEqual({ openai: false, claude: true }), wait);
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
    const server = fakeServer();
    server.failUpdates = true;
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    await act(() => result.current.session.send('Hello', ['claude']));

    await waitFor(() => expect(server.updateCalls.length).toBeGreaterThanOrEqual(2), wait);
    expect(console.warn).toHaveBeenCalled();
    expect(result.current.session.aiResponding.claude).toBe(true);

    server.failUpdates = false;
    server.messages.push(message(11, 'claude'));
    await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
  }, 10_000);

  it("on a failed send, clears every flag and shows the server's text", async () => {
    const server = fakeServer();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    server.chatAnswer = () =>
      Response.json({ message: 'Claude has no model "x".', code: 'validation_failed' }, { status: 400 });

    act(() => result.current.session.setDraft('Hello'));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.session.send('Hello', ['claude']);
    });
    expect(sent).toBe(false);
    expect(result.current.session.isTyping).toBe(false);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Failed to send message',
      description: 'Claude has no model "x".',
      variant: 'destructive',
    });
    // The text that was not sent comes back to the composer.
    expect(result.current.session.draft).toBe('Hello');
  });

  it('sends the ids of the attached files with the message, and none when there are none', async () => {
    const server = fakeServer();
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.session.send('[File: b.pdf] [File: a.png]', ['openai'], [4, 3]);
    });
    expect(sent).toBe(true);
    expect(server.bodies['/api/chat']).toMatchObject({ message: '[File: b.pdf] [File: a.png]', attachments: [4, 3] });

    await act(() => result.current.session.send('No files', ['openai']));
    expect(server.bodies['/api/chat']).not.toHaveProperty('attachments');
  });

  it('never sends a blank message', async () => {
    const server = fakeServer();
    const { result } = renderSession();
    await act(() => result.current.session.send('  \n ', ['openai']));
    expect(server.bodies['/api/chat']).toBeUndefined();
  });

  it('creates the conversation on the first send, titled by the message', async () => {
    const server = fakeServer();
    server.chatAnswer = () =>
      Response.json({ conversationId: 7, messageId: 20, modelsQueried: ['openai'], message: 'm' });
    const { result, rerender, onConversationCreated } = renderSession(null);
    const text = 'A question that is certainly longer than thirty characters';

    await act(() => result.current.session.send(text, ['openai']));
    expect(server.bodies['/api/conversations']).toEqual({
      title: 'A question that is certainly l...',
      projectId: null,
    });
    expect(onConversationCreated).toHaveBeenCalledWith(7);
    expect(server.bodies['/api/chat']).toMatchObject({
      message: text,
      conversationId: 7,
      models: ['openai'],
      projectInstructions: null,
    });
    expect(result.current.session.conversationId).toBe(7);
    expect(result.current.session.aiResponding.openai).toBe(true);

    // The parent selecting the new conversation is not a switch: the pending flag survives.
    rerender({ conversationId: 7 });
    expect(result.current.session.aiResponding.openai).toBe(true);
  });

  it('resets the draft, flags, typing and last-seen id on a switch of conversation', async () => {
    fakeServer();
    const { result, rerender } = renderSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    await act(() => result.current.session.send('Hello', ['openai', 'claude']));
    act(() => result.current.session.setDraft('half-typed'));
    expect(result.current.session.isTyping).toBe(true);

    rerender({ conversationId: 6 });
    expect(result.current.session.draft).toBe('');
    expect(result.current.session.isTyping).toBe(false);
    expect(result.current.session.aiResponding).toEqual({ openai: false, claude: false });
    expect(result.current.session.conversationId).toBe(6);
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
  });

  it('keeps each conversation its own unsent draft, across a switch and a reload, until it is sent', async () => {
    fakeServer();
    const { result, rerender, unmount } = renderSession();
    act(() => result.current.session.setDraft('half-typed for 5'));
    rerender({ conversationId: 6 });
    expect(result.current.session.draft).toBe('');
    act(() => result.current.session.setDraft((text) => `${text}for 6`));
    rerender({ conversationId: 5 });
    expect(result.current.session.draft).toBe('half-typed for 5');
    unmount();

    // A reload: a new session in the same tab.
    const reloaded = renderSession(6);
    expect(reloaded.result.current.session.draft).toBe('for 6');
    await waitFor(() => expect(reloaded.result.current.session.messages).toHaveLength(2));
    await act(() => reloaded.result.current.session.send('for 6', ['openai']));
    expect(reloaded.result.current.session.draft).toBe('');
    reloaded.rerender({ conversationId: 5 });
    reloaded.rerender({ conversationId: 6 });
    expect(reloaded.result.current.session.draft).toBe('');
    expect(sessionStorage.getItem('pairwise-draft:1:5')).toBe('half-typed for 5');
  });

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
      const server = fakeServer();
      const { result } = renderSession();
      const source = await liveChannel();
      expect(source.url).toBe('/api/conversations/5/events?after=2');

      server.messages.push(message(10, 'user'));
      await act(() => result.current.session.send('Hello', ['openai']));
      expect(result.current.session.aiResponding.openai).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
      expect(server.updateCalls).toEqual([]);

      act(() => source.emit('done', { jobId: 3, message: message(11, 'openai') }));
      await waitFor(() => expect(result.current.session.aiResponding.openai).toBe(false));
      await waitFor(() => expect(result.current.session.messages.map((item) => item.id)).toEqual([1, 2, 10, 11]));
      expect(server.updateCalls).toEqual([]);
    });

    it('keeps a message the channel brought when a fetch that set out before it lacks it', async () => {
      fakeServer();
      const { result, queryClient } = renderSession();
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

    it('polls once the channel is lost, as SPEC §7 does', async () => {
      const server = fakeServer();
      const { result } = renderSession();
      const source = await liveChannel();
      server.messages.push(message(10, 'user'));
      await act(() => result.current.session.send('Hello', ['claude']));

      act(() => source.fail({ closed: true }));
      server.messages.push(message(11, 'claude'));
      await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
      expect(server.updateCalls).toContain(10);
      expect(console.warn).not.toHaveBeenCalled();
    }, 10_000);

    it('shows a reply in progress after a reload, and awaits it by polling if the channel is lost', async () => {
      const server = fakeServer();
      const { result } = renderSession();
      await liveChannel({ replies: [liveReply(9, { text: 'So far' })] });
      expect(result.current.session.liveReplies).toMatchObject([{ jobId: 9, provider: 'openai', text: 'So far' }]);
      // No send of this tab's: no pending flag, only the reply in progress.
      expect(result.current.session.isTyping).toBe(false);

      act(() => FakeEventSource.instances[0]?.fail({ closed: true }));
      expect(result.current.session.liveReplies).toEqual([]);
      expect(result.current.session.aiResponding.openai).toBe(true);
      server.messages.push(message(3, 'openai'));
      await waitFor(() => expect(result.current.session.isTyping).toBe(false), wait);
      expect(result.current.session.messages.map((item) => item.id)).toEqual([1, 2, 3]);
    }, 10_000);
  });
});
