import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useConversations } from '#client/features/conversations/api/get-conversations';
import { useDiscardOnLeave } from '#client/features/conversations/hooks/use-discard-on-leave';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { ChatSelectionProvider, freshChatState, useChatSelection } from '#client/stores/chat-selection';
import { testUser } from '#client/testing/test-user';
import type { ListedConversation } from '#shared/api/conversations';

// docs/decisions/049-empty-conversations.md: a conversation left without a message is deleted as it
// is left, and only the one shown of those is ever listed.

let nextId = 100;
const listed = (fields: Partial<ListedConversation>): ListedConversation => ({
  id: nextId++,
  userId: 1,
  projectId: null,
  title: 'A title',
  providers: null,
  contestants: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  empty: false,
  ...fields,
});

function fakeServer(list: ListedConversation[]) {
  const server = { list, discards: [] as number[], keep: new Set<number>() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/conversations') return Response.json(server.list);
      const discard = /^\/api\/conversations\/(\d+)\/discard$/.exec(path);
      if (discard && init?.method === 'POST') {
        const id = Number(discard[1]);
        server.discards.push(id);
        const deleted = !server.keep.has(id);
        if (deleted) server.list = server.list.filter((item) => item.id !== id);
        else server.list = server.list.map((item) => (item.id === id ? { ...item, empty: false } : item));
        return Response.json({ deleted });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return server;
}

function Rows() {
  useDiscardOnLeave();
  const { conversationId } = useChatSelection();
  const { data } = useConversations();
  return (
    <>
      <p>shown: {conversationId ?? 'none'}</p>
      <ul>
        {data?.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </>
  );
}

/** `messages`: the conversations whose messages this tab has read, and how many it found. */
function renderRows({ signedIn = true, messages = {} as Record<number, number> } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentUser, signedIn ? testUser : null);
  for (const [id, count] of Object.entries(messages)) {
    queryClient.setQueryData(
      queryKeys.messages(Number(id)),
      Array.from({ length: count }, (_, n) => ({ id: n + 1 })),
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ChatSelectionProvider>
        <Rows />
      </ChatSelectionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const rows = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
// Where the page is before it renders; `go` once it has.
const at = (to: string, state?: unknown) => navigate(to, { state });
const go = (to: string) => act(() => navigate(to));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useDiscardOnLeave', () => {
  it('deletes the empty conversation left for another, which then is listed nowhere', async () => {
    const kept = listed({ title: 'Kept' });
    const fresh = listed({ title: 'Chat Nov 27, 06:56', empty: true });
    const server = fakeServer([fresh, kept]);
    at('/', freshChatState(fresh.id));
    const queryClient = renderRows({ messages: { [fresh.id]: 0 } });
    // Shown, it is listed, so that the person sees where they are.
    await waitFor(() => expect(rows()).toEqual(['Chat Nov 27, 06:56', 'Kept']));

    await go(`/c/${kept.id}`);

    await waitFor(() => expect(server.discards).toEqual([fresh.id]));
    expect(rows()).toEqual(['Kept']);
    await waitFor(() =>
      expect(queryClient.getQueryData<ListedConversation[]>(queryKeys.conversations)?.map((item) => item.id)).toEqual([
        kept.id,
      ]),
    );

    // Back to the / where New Chat showed it: a new chat, not a conversation that is gone.
    await act(() => window.history.back());
    await screen.findByText('shown: none');
  });

  it('keeps what has a message, asking nothing, and lists no empty conversation left behind', async () => {
    const used = listed({ title: 'Used' });
    const other = listed({ title: 'Other' });
    const leftBehind = listed({ title: 'Left behind', empty: true });
    const server = fakeServer([used, other, leftBehind]);
    at(`/c/${used.id}`);
    renderRows({ messages: { [used.id]: 1 } });
    await waitFor(() => expect(rows()).toEqual(['Used', 'Other']));

    await go(`/c/${other.id}`);
    await go('/settings');

    expect(server.discards).toEqual([]);
    expect(rows()).toEqual(['Used', 'Other']);
  });

  it('lists the conversation again when a message reached it first', async () => {
    const fresh = listed({ title: 'Answered elsewhere', empty: true });
    const server = fakeServer([fresh]);
    server.keep.add(fresh.id);
    at(`/c/${fresh.id}`);
    renderRows();
    await waitFor(() => expect(rows()).toEqual(['Answered elsewhere']));

    await go('/settings');

    await waitFor(() => expect(server.discards).toEqual([fresh.id]));
    await waitFor(() => expect(rows()).toEqual(['Answered elsewhere']));
  });

  it('asks nothing once signed out', async () => {
    const fresh = listed({ empty: true });
    const server = fakeServer([fresh]);
    at(`/c/${fresh.id}`);
    renderRows({ signedIn: false, messages: { [fresh.id]: 0 } });

    await go('/login');

    expect(server.discards).toEqual([]);
  });
});
