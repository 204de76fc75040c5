import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { FakeEventSource } from '#client/testing/chat/fake-event-source';
import { stored } from '#client/testing/chat/render-conversation';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { MessagePage } from '#shared/api/message-pages';

// Turns 10, 20, 30 and 40 of conversation 5, each a question and OpenAI's reply; the newest page holds 30 and 40.
const turn = (id: number) => [stored(id), stored(id + 1, { sender: 'openai', replyTo: id })];
const PAGES: Record<string, MessagePage> = {
  '': { messages: [...turn(30), ...turn(40)], olderCursor: 30 },
  'before=30&include=21': { messages: [...turn(10), ...turn(20)], olderCursor: null },
  'before=30&include=77': { messages: turn(20), olderCursor: 20 },
  // jsdom lays nothing out: the turns never fill the view, and older ones are read at once.
  'before=30': { messages: [...turn(10), ...turn(20)], olderCursor: null },
  'before=20': { messages: turn(10), olderCursor: null },
};
let reads: string[] = [];

beforeEach(() => {
  reads = [];
  FakeEventSource.install();
  stubPanelFetch([], (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/api/conversations/5/messages') return undefined;
    reads.push(url.searchParams.toString());
    const page = PAGES[url.searchParams.toString()];
    return page ? Response.json(page) : new Response('not found', { status: 404 });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The chat panel of conversation 5 at an address; answers the addresses it has been at. */
function openAt(path: string): string[] {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ChatPanel user={testUser} conversationId={5} project={null} providers={[]} onConversationUsed={() => {}} />
    </Router>,
  );
  return location.history;
}

const messageElement = (id: number) => document.querySelector(`[data-message-id="${id}"]`);

describe('ChatPanel opened at a message (?message=)', () => {
  it('reads back to an older message, marks it, and drops it from the address', async () => {
    const history = openAt('/c/5?message=21');

    await waitFor(() => expect(messageElement(21)).toHaveAttribute('data-highlighted', 'true'));
    expect(messageElement(21)).toHaveAttribute('aria-label', 'OpenAI reply');
    expect(reads).toEqual(['', 'before=30&include=21']);
    await waitFor(() => expect(history).toEqual(['/c/5']));
    expect(messageElement(41)).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });

  it('marks a message already loaded without reading more', async () => {
    const history = openAt('/c/5?message=30');
    await waitFor(() => expect(messageElement(30)).toHaveAttribute('data-highlighted', 'true'));
    expect(reads[0]).toBe('');
    expect(reads.filter((read) => read.includes('include'))).toEqual([]);
    await waitFor(() => expect(history).toEqual(['/c/5']));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });

  it('opens at the newest turn when the message is in no page of the conversation', async () => {
    const history = openAt('/c/5?message=77');
    await waitFor(() => expect(history).toEqual(['/c/5']));
    expect(reads.slice(0, 2)).toEqual(['', 'before=30&include=77']);
    await screen.findAllByRole('article', { name: 'OpenAI reply' });
    expect(document.querySelector('[data-highlighted]')).toBeNull();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });
});
