import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '#client/features/chat/api/get-message-page';
import { useOlderMessages } from '#client/features/chat/history/hooks/use-older-messages';
import { createQueryClient } from '#client/lib/query-client';
import { stored } from '#client/testing/chat/render-conversation';
import type { MessagePage } from '#shared/api/message-pages';

// Turns 1, 10, 20, 30 and 40, each a question and a reply; the newest page holds the last two.
const turn = (id: number) => [stored(id), stored(id + 1, { sender: 'openai', replyTo: id })];
const PAGES: Record<string, MessagePage> = {
  '': { messages: [...turn(30), ...turn(40)], olderCursor: 30 },
  'before=30': { messages: [...turn(10), ...turn(20)], olderCursor: 10 },
  // 99 is in no page: the page reaches back no further than its limit.
  'before=30&include=99': { messages: turn(20), olderCursor: 20 },
  'before=20&include=11': { messages: turn(10), olderCursor: 10 },
  'before=10': { messages: turn(1), olderCursor: null },
  // The server holds each page to a size: reaching back to message 2, it stops short twice.
  'before=30&include=2': { messages: turn(20), olderCursor: 20 },
  'before=20&include=2': { messages: turn(10), olderCursor: 10 },
  'before=10&include=2': { messages: turn(1), olderCursor: null },
};

let reads: string[] = [];
let failing = false;

beforeEach(() => {
  reads = [];
  failing = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const page = url.pathname === '/api/conversations/5/messages' ? PAGES[url.searchParams.toString()] : undefined;
      reads.push(url.searchParams.toString());
      if (failing) return new Response('down', { status: 503 });
      return page ? Response.json(page) : new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderHistory() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => ({ messages: useMessages(5).data, older: useOlderMessages(5) }), { wrapper });
  const ids = () => view.result.current.messages?.map((message) => message.id);
  return { ...view, queryClient, ids };
}

describe('useOlderMessages', () => {
  it('adds older pages before the newest, one at a time, until none is left', async () => {
    const { result, ids } = renderHistory();
    await waitFor(() => expect(ids()).toEqual([30, 31, 40, 41]));
    expect(result.current.older).toMatchObject({ hasOlder: true, cursor: 30, loading: false });

    await act(() => result.current.older.loadOlder());
    await waitFor(() => expect(ids()).toEqual([10, 11, 20, 21, 30, 31, 40, 41]));
    expect(result.current.older.cursor).toBe(10);

    await act(() => result.current.older.loadOlder());
    await waitFor(() => expect(ids()?.[0]).toBe(1));
    expect(result.current.older.hasOlder).toBe(false);
    await act(() => result.current.older.loadOlder());
    expect(reads).toEqual(['', 'before=30', 'before=10']);
  });

  it('keeps the older pages read when the newest is read again', async () => {
    const { result, ids, queryClient } = renderHistory();
    await waitFor(() => expect(ids()).toHaveLength(4));
    await act(() => result.current.older.loadOlder());
    await waitFor(() => expect(ids()).toHaveLength(8));

    await act(() => queryClient.refetchQueries({ queryKey: ['conversations', 5, 'messages'] }));
    expect(ids()).toEqual([10, 11, 20, 21, 30, 31, 40, 41]);
    expect(result.current.older.cursor).toBe(10);
  });

  it('reads back to a message not loaded, and tells when it is in no page', async () => {
    const { result, ids } = renderHistory();
    await waitFor(() => expect(ids()).toHaveLength(4));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.older.loadThrough(99);
    });
    expect(outcome).toBe('missing');
    await act(async () => {
      outcome = await result.current.older.loadThrough(11);
    });
    expect(outcome).toBe('loaded');
    expect(ids()).toEqual([10, 11, 20, 21, 30, 31, 40, 41]);
    expect(reads).toContain('before=20&include=11');
  });

  it('reads on, page by page, when a page held to its size stops short of the message', async () => {
    const { result, ids } = renderHistory();
    await waitFor(() => expect(ids()).toHaveLength(4));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.older.loadThrough(2);
    });

    expect(outcome).toBe('loaded');
    expect(ids()).toEqual([1, 2, 10, 11, 20, 21, 30, 31, 40, 41]);
    expect(reads).toEqual(['', 'before=30&include=2', 'before=20&include=2', 'before=10&include=2']);
  });

  it('says when a page could not be read, and reads it again when asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, ids } = renderHistory();
    await waitFor(() => expect(ids()).toHaveLength(4));
    failing = true;
    await act(() => result.current.older.loadOlder());
    await waitFor(() => expect(result.current.older.failed).toBe(true));
    expect(warn).toHaveBeenCalledWith('Loading earlier messages failed', expect.anything());

    failing = false;
    await act(() => result.current.older.loadOlder());
    await waitFor(() => expect(ids()).toHaveLength(8));
    expect(result.current.older.failed).toBe(false);
  });
});
