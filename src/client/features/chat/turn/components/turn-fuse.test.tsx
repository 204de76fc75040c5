import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { buildMessage } from '#client/testing/build-message';
import { connections } from '#client/testing/chat/provider-fixtures';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

polyfillJsdomForRadix();

// One turn of conversation 7, OpenAI (side a) against Claude (side b): 1 (replies 2, 3).
const reply = (id: number, side: 'a' | 'b'): Message =>
  buildMessage({
    id,
    conversationId: 7,
    sender: side === 'a' ? 'openai' : 'claude',
    model: side === 'a' ? 'gpt-4o' : 'claude-3-7-sonnet-20250219',
    side,
    replyTo: 1,
    content: `answer ${id}`,
  });
const turn = [buildMessage({ id: 1, conversationId: 7 }), reply(2, 'a'), reply(3, 'b')];
const fusedReply = (fields: Partial<Message> = {}) =>
  buildMessage({
    id: 4,
    conversationId: 7,
    sender: 'gemini',
    model: 'gemini-2.5-flash',
    side: null,
    replyTo: 1,
    content: 'One merged answer.',
    fused: { leftReplyId: 2, rightReplyId: 3 },
    ...fields,
  });

function fakeFuseApi() {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/conversations/7/judgements' || url === '/api/conversations/7/votes') return Response.json([]);
      if (url === '/api/messages/1/fuse' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { provider: string; model: string };
        posts.push({ url, body });
        return Response.json({ jobId: 9, ...body });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return posts;
}

function renderChat(shown: Message[]) {
  return renderWithProviders(
    <ConnectionsContext value={connections}>
      <ChatWindow
        userName="Ada"
        project={null}
        providers={[]}
        messages={shown}
        isLoading={false}
        error={null}
        aiResponding={{}}
        onVote={async () => undefined}
        onJudge={async () => undefined}
      />
    </ConnectionsContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Fuse', () => {
  it('asks the model chosen to fuse the turn’s two replies', async () => {
    const posts = fakeFuseApi();
    const session = renderChat(turn);
    await session.click(screen.getByRole('button', { name: 'Fuse' }));
    const picker = await screen.findByRole('dialog', { name: 'Fuse these answers' });
    await session.click(await within(picker).findByRole('button', { name: 'Gemini 2.5 Flash' }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/messages/1/fuse', body: { provider: 'gemini', model: 'gemini-2.5-flash' } }]),
    );
  });

  it('shows the fused reply under the pair, labelled with the two it fused, with Copy and no Regenerate', async () => {
    fakeFuseApi();
    renderChat([...turn, fusedReply()]);
    const fused = screen.getByRole('region', { name: 'Fused answer' });
    expect(within(fused).getByText('Fused from OpenAI’s and Claude’s answers')).toBeInTheDocument();
    const bubble = within(fused).getByRole('article', { name: 'Gemini reply' });
    expect(bubble).toHaveTextContent('One merged answer.');
    expect(within(bubble).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(within(bubble).queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fuse again' })).toBeInTheDocument();
  });

  it('says when the replies shown are not the versions fused', () => {
    fakeFuseApi();
    renderChat([...turn, fusedReply({ fused: { leftReplyId: 2, rightReplyId: 99 } })]);
    expect(screen.getByText('Fused from earlier versions of OpenAI’s and Claude’s answers')).toBeInTheDocument();
  });
});
