import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveChannel } from '#client/features/chat/live/hooks/use-live-channel';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { FakeEventSource, liveReply, liveMessage as message } from '#client/testing/chat/fake-event-source';
import type { Message } from '#shared/api/messages';

function renderChannel({ conversationId = 5, messages = [message(1), message(2, 'openai')] as Message[] | null } = {}) {
  const queryClient = createQueryClient();
  if (messages) queryClient.setQueryData(queryKeys.messages(conversationId), messages);
  const onLost = vi.fn();
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ id, ready }: { id: number | null; ready: boolean }) => {
      renders += 1;
      return useLiveChannel({ conversationId: id, ready, onLost });
    },
    { wrapper, initialProps: { id: conversationId, ready: messages !== null } },
  );
  const cached = () => queryClient.getQueryData<Message[]>(queryKeys.messages(conversationId))?.map((item) => item.id);
  return { ...view, queryClient, onLost, cached, renders: () => renders };
}

/** Waits (fake time passing) until the channel's EventSource number `count` exists. */
async function opened(count = 1): Promise<FakeEventSource> {
  await vi.waitUntil(() => FakeEventSource.instances.length >= count);
  const source = FakeEventSource.instances[count - 1];
  if (!source) throw new Error('no EventSource');
  act(() => source.open());
  return source;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.install();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe('useLiveChannel', () => {
  it('opens once the messages are loaded, asking only for newer ones', async () => {
    const { rerender, queryClient } = renderChannel({ messages: null });
    await advance(100);
    expect(FakeEventSource.instances).toHaveLength(0);

    queryClient.setQueryData(queryKeys.messages(5), [message(1), message(7, 'claude')]);
    rerender({ id: 5, ready: true });
    const source = await opened();
    expect(source.url).toBe('/api/conversations/5/events?after=7');
  });

  it('merges the messages of snapshot, message and done into the cache, once each and in order', async () => {
    const { result, cached } = renderChannel();
    const source = await opened();
    expect(result.current.live).toBe(false);

    act(() => source.emit('snapshot', { messages: [message(3), message(2, 'openai')], replies: [liveReply(9)] }));
    expect(result.current.live).toBe(true);
    expect(cached()).toEqual([1, 2, 3]);
    expect(result.current.replies).toMatchObject([{ jobId: 9, provider: 'openai', text: 'The answer' }]);

    act(() => source.emit('message', { message: message(4) }));
    expect(cached()).toEqual([1, 2, 3, 4]);
    act(() => source.emit('done', { jobId: 9, message: message(5, 'openai') }));
    expect(cached()).toEqual([1, 2, 3, 4, 5]);
    // Kept, marked stored, until the window shows its message instead.
    expect(result.current.replies).toMatchObject([{ jobId: 9, storedId: 5 }]);
  });

  it('on conversation-changed, drops the replies removed and reads the conversation again', async () => {
    const { result, queryClient } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [liveReply(8), liveReply(9, { provider: 'claude' })] }));
    expect(queryClient.getQueryState(queryKeys.messages(5))?.isInvalidated).toBe(false);

    act(() => source.emit('conversation-changed', { removedJobIds: [8] }));

    expect(result.current.replies).toMatchObject([{ jobId: 9 }]);
    expect(result.current.replies).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.messages(5))?.isInvalidated).toBe(true);
  });

  it('on conversation-changed with branchFrom, reads the newest page back to that question and shows it alone', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        // The other tab chose question 1's other version, 3: its branch holds 3 and its reply.
        return Response.json({ messages: [message(3), message(4, 'openai')], olderCursor: null });
      }),
    );
    const { queryClient, cached } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [] }));

    act(() => source.emit('conversation-changed', { removedJobIds: [], branchFrom: 3 }));

    await vi.waitUntil(() => cached()?.includes(3));
    expect(urls).toEqual(['/api/conversations/5/messages?include=3']);
    expect(cached()).toEqual([3, 4]);
    expect(queryClient.getQueryState(queryKeys.messages(5))?.isInvalidated).toBe(false);
  });

  it('grows a reply with its deltas, redrawing at most once a frame', async () => {
    const { result, renders } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [] }));
    act(() => source.emit('reply', liveReply(9, { text: '' })));
    await act(() => vi.advanceTimersToNextFrame());
    expect(result.current.replies).toMatchObject([{ jobId: 9, text: '' }]);

    const before = renders();
    act(() => {
      source.emit('delta', { jobId: 9, offset: 0, text: 'One ' });
      source.emit('delta', { jobId: 9, offset: 4, text: 'two ' });
    });
    act(() => source.emit('delta', { jobId: 9, offset: 8, text: 'three' }));
    expect(result.current.replies[0]?.text).toBe('');
    await act(() => vi.advanceTimersToNextFrame());
    expect(result.current.replies[0]?.text).toBe('One two three');
    expect(renders() - before).toBe(1);
  });

  it('ignores malformed events and stays live', async () => {
    const { result, cached } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [] }));
    act(() => {
      source.emit('message', '{not json');
      source.emit('message', { message: { id: 'x' } });
      source.emit('delta', { jobId: -1, offset: 0, text: 'x' });
    });
    expect(cached()).toEqual([1, 2]);
    expect(console.warn).toHaveBeenCalledTimes(3);
    expect(result.current.live).toBe(true);
    expect(source.readyState).toBe(FakeEventSource.OPEN);
  });

  it('falls back when no snapshot comes within 5 s, and tries again after 30 s', async () => {
    const { result, queryClient } = renderChannel();
    const first = await opened();
    await advance(4_900);
    expect(first.readyState).toBe(FakeEventSource.OPEN);
    await advance(200);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current.live).toBe(false);

    queryClient.setQueryData(queryKeys.messages(5), [message(1), message(2, 'openai'), message(3)]);
    await advance(29_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1_000);
    const second = await opened(2);
    expect(second.url).toBe('/api/conversations/5/events?after=3');
    act(() => second.emit('snapshot', { messages: [], replies: [] }));
    expect(result.current.live).toBe(true);
  });

  it('falls back at once when refused, waiting longer after each failure in a row', async () => {
    const { result } = renderChannel();
    const first = await opened();
    act(() => first.fail({ closed: true }));
    expect(result.current.live).toBe(false);

    await advance(30_000);
    const second = await opened(2);
    act(() => second.fail({ closed: true }));
    await advance(30_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    await advance(30_000);
    await opened(3);
  });

  it('rides out a reconnection, but falls back after repeated errors', async () => {
    const { result } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [] }));

    act(() => source.fail({ closed: false }));
    expect(result.current.live).toBe(false);
    act(() => source.open());
    act(() => source.emit('snapshot', { messages: [], replies: [] }));
    expect(result.current.live).toBe(true);

    act(() => source.fail({ closed: false }));
    act(() => source.fail({ closed: false }));
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => source.fail({ closed: false }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('falls back after three ping intervals of silence; any event keeps it alive', async () => {
    const { result } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [] }));
    await advance(40_000);
    act(() => source.emit('ping', {}));
    await advance(40_000);
    expect(result.current.live).toBe(true);
    await advance(5_000);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current.live).toBe(false);
  });

  it('hands over the replies in progress when the channel is lost', async () => {
    const { result, onLost } = renderChannel();
    const source = await opened();
    act(() =>
      source.emit('snapshot', { messages: [], replies: [liveReply(9), liveReply(10, { provider: 'claude' })] }),
    );
    act(() => source.emit('done', { jobId: 9, message: message(3, 'openai') }));
    act(() => source.fail({ closed: true }));
    expect(onLost).toHaveBeenCalledWith(5, [{ side: 'b', provider: 'claude' }]);
    expect(result.current.replies).toEqual([]);
  });

  it('closes the channel of a conversation left, and shows none of its replies', async () => {
    const { result, rerender, queryClient } = renderChannel();
    const source = await opened();
    act(() => source.emit('snapshot', { messages: [], replies: [liveReply(9)] }));
    expect(result.current.replies).toHaveLength(1);

    queryClient.setQueryData(queryKeys.messages(6), [message(20)]);
    rerender({ id: 6, ready: true });
    expect(result.current.replies).toEqual([]);
    expect(result.current.live).toBe(false);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect((await opened(2)).url).toBe('/api/conversations/6/events?after=20');
  });
});
