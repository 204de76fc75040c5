import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { dismissToast, toast, useToasts } from '#client/hooks/use-toast';
import { FakeEventSource, liveMessage, liveReply } from '#client/testing/chat/fake-event-source';
import { catalogue } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { expectToast, renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { PublicUser } from '#shared/api/users';
import type { Provider } from '#shared/constants';

// The composer's Stop, Escape and each streaming reply's own stop, through the chat panel as the
// app holds it: the live channel is a fake the test plays, the API a stubbed fetch.

const user: PublicUser = { ...testUser, lastActive: null };

const providers = [catalogue('openai', 'gpt-4o'), catalogue('claude', 'claude-3-7-sonnet-20250219')];

// Turn 3 is the latest: its two replies are streaming. Turn 1 was answered.
const stored = [liveMessage(1), { ...liveMessage(2, 'openai'), replyTo: 1 }, liveMessage(3)];
const streaming = [
  liveReply(7, { userMessageId: 3, text: 'OpenAI so far' }),
  liveReply(8, { userMessageId: 3, provider: 'claude', model: 'claude-3-7-sonnet-20250219', text: 'Claude so far' }),
];

let stops: { url: string; body: unknown }[] = [];
let stopAnswer: () => Response = () => Response.json({ stopped: 2 });

beforeEach(() => {
  stops = [];
  stopAnswer = () => Response.json({ stopped: 2 });
  FakeEventSource.install();
  stubPanelFetch(stored, (url, init) => {
    if (!url.endsWith('/stop') || init?.method !== 'POST') return undefined;
    stops.push({ url, body: JSON.parse(String(init.body)) });
    return stopAnswer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module: one left open would be the topmost layer of the next test.
  const { result, unmount } = renderHook(() => useToasts());
  for (const item of result.current) act(() => dismissToast(item.id));
  unmount();
});

/** The panel on conversation 5, its channel live with turn 3's replies streaming. */
async function renderStreaming({ before }: { before?: ReactNode } = {}) {
  const session = renderWithProviders(
    <>
      {before}
      <ChatPanel user={user} conversationId={5} project={null} providers={providers} onConversationUsed={() => {}} />
    </>,
  );
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const source = FakeEventSource.instances[0] as FakeEventSource;
  act(() => {
    source.open();
    source.emit('snapshot', { messages: [], replies: streaming });
  });
  await screen.findByText('Claude so far');
  return { session, source };
}

const composer = () => within(screen.getByRole('form', { name: 'Message composer' }));
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('the composer’s Stop', () => {
  it('replaces Send while the latest turn’s replies stream, and stops all of them', async () => {
    const { session } = await renderStreaming();
    expect(composer().queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    await session.click(composer().getByRole('button', { name: 'Stop replies' }));
    await waitFor(() => expect(stops).toEqual([{ url: '/api/messages/3/stop', body: {} }]));
    // Until the stopped replies arrive, a second press would ask again for nothing.
    expect(composer().getByRole('button', { name: 'Stop replies' })).toBeDisabled();
  });

  it('gives Send back once the stopped replies are stored, each labelled "Stopped"', async () => {
    const { session, source } = await renderStreaming();
    await session.click(composer().getByRole('button', { name: 'Stop replies' }));
    const stoppedReply = (id: number, jobId: number, provider: Provider) => ({
      jobId,
      message: { ...liveMessage(id, provider), content: `${provider} so far`, stopped: true, replyTo: 3 },
    });
    act(() => {
      source.emit('done', stoppedReply(10, 7, 'openai'));
      source.emit('done', stoppedReply(11, 8, 'claude'));
    });

    await waitFor(() => expect(composer().getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    for (const name of ['OpenAI reply', 'Claude reply']) {
      const replies = screen.getAllByRole('article', { name });
      expect(replies.at(-1)).toHaveTextContent('Stopped');
    }
    // The reply to turn 1 was not stopped.
    expect(screen.getAllByRole('article', { name: 'OpenAI reply' })[0]).not.toHaveTextContent('Stopped');
  });

  it('says so when the stop fails, and can be pressed again', async () => {
    stopAnswer = () => Response.json({ message: 'The database is not reachable right now.' }, { status: 503 });
    const { session } = await renderStreaming();
    const stop = composer().getByRole('button', { name: 'Stop replies' });
    await session.click(stop);
    await expectToast('The database is not reachable right now.');
    await waitFor(() => expect(stop).toBeEnabled());
  });

  it('is not shown when nothing is coming', async () => {
    renderWithProviders(
      <ChatPanel user={user} conversationId={5} project={null} providers={providers} onConversationUsed={() => {}} />,
    );
    await screen.findAllByRole('article', { name: 'Your message' });
    expect(composer().getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(composer().queryByRole('button', { name: 'Stop replies' })).not.toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });
});

describe('Enter while replies stream', () => {
  it('sends nothing under them but says why, and sends once they have ended', async () => {
    const chats: unknown[] = [];
    stubPanelFetch(stored, (url, init) => {
      if (url !== '/api/chat') return undefined;
      chats.push(JSON.parse(String(init?.body)));
      return Response.json({ conversationId: 5, messageId: 12, modelsQueried: ['openai'], message: 'ok' });
    });
    const { session, source } = await renderStreaming();
    await session.type(messageBox(), 'And then?{Enter}');
    expect(
      await composer().findByText(/^The answers are still coming: wait for them, or press Esc/),
    ).toBeInTheDocument();
    expect(messageBox()).toHaveValue('And then?');
    expect(chats).toEqual([]);

    act(() => {
      for (const [id, jobId] of [
        [10, 7],
        [11, 8],
      ] as const)
        source.emit('done', { jobId, message: { ...liveMessage(id, id === 10 ? 'openai' : 'claude'), replyTo: 3 } });
    });
    await waitFor(() => expect(composer().queryByText(/still coming/)).not.toBeInTheDocument());
    await session.type(messageBox(), '{Enter}');
    await waitFor(() => expect(chats).toMatchObject([{ message: 'And then?', conversationId: 5 }]));
  });
});

describe('Escape', () => {
  it('in the message box stops every reply of the latest turn', async () => {
    const { session } = await renderStreaming();
    await session.click(messageBox());
    await session.keyboard('{Escape}');
    await waitFor(() => expect(stops).toEqual([{ url: '/api/messages/3/stop', body: {} }]));
    expect(composer().getByRole('button', { name: 'Stop replies' })).toBeDisabled();
  });

  it('stops them too with nothing focused, the person looking at the chat', async () => {
    const { session } = await renderStreaming();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await session.keyboard('{Escape}');
    await waitFor(() => expect(stops).toHaveLength(1));
  });

  it('leaves another field, and an open dialog, their own Escape', async () => {
    const { session } = await renderStreaming({
      before: (
        <>
          <input aria-label="Search conversations" />
          <Dialog.Root defaultOpen>
            <Dialog.Portal>
              <Dialog.Content aria-describedby={undefined}>
                <Dialog.Title>Rename</Dialog.Title>
                <button type="button">Inside</button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </>
      ),
    });
    // The dialog has the focus: Escape closes it and stops nothing.
    expect(screen.getByRole('dialog', { name: 'Rename' })).toContainElement(document.activeElement as HTMLElement);
    await session.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await session.click(screen.getByRole('textbox', { name: 'Search conversations' }));
    await session.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stops).toEqual([]);
  });

  it('stops without also dismissing an open toast', async () => {
    const { session } = await renderStreaming();
    act(() => void toast({ title: 'Conversation renamed' }));
    await expectToast('Conversation renamed');
    await session.click(messageBox());
    await session.keyboard('{Escape}');
    await waitFor(() => expect(stops).toHaveLength(1));
    // A dismissed toast leaves the list in the same keydown (hooks/use-toast.ts), so it would be gone.
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Conversation renamed');
  });
});

describe('a streaming reply’s own stop', () => {
  it('stops only that side’s reply, once', async () => {
    const { session } = await renderStreaming();
    const claude = screen.getByRole('article', { name: 'Claude reply' });
    const stop = within(claude).getByRole('button', { name: 'Stop Claude reply' });
    await session.click(stop);
    await waitFor(() => expect(stops).toEqual([{ url: '/api/messages/3/stop', body: { side: 'b' } }]));
    expect(stop).toBeDisabled();
    const openai = screen.getAllByRole('article', { name: 'OpenAI reply' }).at(-1) as HTMLElement;
    expect(within(openai).getByRole('button', { name: 'Stop OpenAI reply' })).toBeEnabled();
  });

  it('says so when the stop fails, and can be pressed again', async () => {
    stopAnswer = () => Response.json({ message: 'Message not found.' }, { status: 404 });
    const { session } = await renderStreaming();
    const stop = within(screen.getByRole('article', { name: 'Claude reply' })).getByRole('button', {
      name: 'Stop Claude reply',
    });
    await session.click(stop);
    await expectToast('Message not found.');
    expect(stop).toBeEnabled();
  });
});
