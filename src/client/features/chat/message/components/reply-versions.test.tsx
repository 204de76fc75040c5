import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConversation, stored } from '#client/testing/chat/render-conversation';
import { expectToast, polyfillJsdomForRadix } from '#client/testing/render';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

// A question answered by OpenAI twice: the second version (shown), then the first.
const versions = () => [
  stored(1),
  stored(2, { sender: 'openai', replyTo: 1, content: 'First answer', active: false }),
  stored(3, { sender: 'claude', replyTo: 1, content: 'Claude answer' }),
  stored(4, { sender: 'openai', replyTo: 1, content: 'Second answer' }),
];

const openaiReply = () => screen.findByRole('article', { name: 'OpenAI reply' });

describe('ReplyVersions', () => {
  it('shows the version shown as "2 / 2", and steps back to the first, asking the server', async () => {
    const { user, calls } = renderConversation(versions, ({ method }) =>
      method === 'PUT' ? Response.json({ ok: true }) : undefined,
    );
    const reply = await openaiReply();
    expect(reply).toHaveTextContent('Second answer');
    const pager = within(reply).getByRole('group', { name: 'Versions' });
    expect(pager).toHaveTextContent('2 / 2');
    expect(within(pager).getByRole('button', { name: 'Next version' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous version' }));

    const first = await screen.findByText('First answer');
    expect(screen.queryByText('Second answer')).not.toBeInTheDocument();
    expect(within(await openaiReply()).getByRole('group', { name: 'Versions' })).toHaveTextContent('1 / 2');
    expect(first).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/messages/2/active', body: undefined });
  });

  it('shows no pager for a reply with one version', async () => {
    renderConversation(versions);
    const claude = await screen.findByRole('article', { name: 'Claude reply' });
    expect(within(claude).queryByRole('group', { name: 'Versions' })).not.toBeInTheDocument();
  });

  it('goes back to the version the server shows when it refuses the choice, and says so', async () => {
    const { user } = renderConversation(versions, ({ method }) =>
      method === 'PUT'
        ? Response.json({ message: 'Message not found.', code: 'message_not_found' }, { status: 404 })
        : undefined,
    );
    await user.click(within(await openaiReply()).getByRole('button', { name: 'Previous version' }));

    await expectToast('Failed to show that version');
    expect(await screen.findByText('Second answer')).toBeInTheDocument();
    expect(screen.queryByText('First answer')).not.toBeInTheDocument();
  });
});
