import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConversation, stored } from '#client/testing/chat/render-conversation';
import { expectToast, polyfillJsdomForRadix } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

// Q1 with OpenAI's reply in two versions (the second stored after Q2's), then Q2 and its reply.
const before: Message[] = [
  stored(1, { content: 'Q1' }),
  stored(2, { sender: 'openai', replyTo: 1, content: 'A1', active: false }),
  stored(3, { content: 'Q2' }),
  stored(4, { sender: 'openai', replyTo: 3, content: 'A2' }),
  stored(5, { sender: 'openai', replyTo: 1, content: 'A1 again' }),
];

/** The server's conversation: as `before` until the edit, then only the edited message. */
function server(initial: Message[]) {
  let messages = initial;
  return {
    conversation: () => messages,
    answer: ({ method, url, body }: { method: string; url: string; body: unknown }) => {
      if (method !== 'PATCH') return undefined;
      const id = Number(url.split('/').at(-1));
      messages = [
        {
          ...(messages.find((message) => message.id === id) as Message),
          content: (body as { message: string }).message,
        },
      ];
      return Response.json({ messageId: id, removed: initial.length - 1, modelsQueried: ['openai'] });
    },
  };
}

const yourMessage = async (text: string) =>
  (await screen.findAllByRole('article', { name: 'Your message' })).find((item) =>
    item.textContent?.includes(text),
  ) as HTMLElement;

describe('EditMessage', () => {
  it('asks before removing the later messages, saying how many, then shows the conversation as it is now', async () => {
    const conversation = server(before);
    const { user, calls } = renderConversation(conversation.conversation, conversation.answer);
    await user.click(within(await yourMessage('Q1')).getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(box).toHaveValue('Q1');
    await user.clear(box);
    await user.type(box, 'Q1, put better');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    // A1 in both versions, Q2 and A2.
    expect(dialog).toHaveTextContent('This removes 4 later messages.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove and send' }));

    await waitFor(() => expect(screen.queryByText('A2')).not.toBeInTheDocument());
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/messages/1',
      body: { message: 'Q1, put better', modelSettings: { openai: { model: 'gpt-4o' } } },
    });
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Your message' })).toHaveLength(1);
    expect(await yourMessage('Q1, put better')).toBeInTheDocument();
    expect(screen.queryByText('Q2')).not.toBeInTheDocument();
  });

  it('counts one later message as one, and changes nothing when the confirmation is cancelled', async () => {
    const conversation = server(before);
    const { user, calls } = renderConversation(conversation.conversation, conversation.answer);
    await user.click(within(await yourMessage('Q2')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), '?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This removes 1 later message.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('textbox', { name: 'Edit your message' })).toHaveValue('Q2?');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.getByText('A2')).toBeInTheDocument();
  });

  it('sends at once when nothing follows the message, and Cancel or Escape leave it as it was', async () => {
    const conversation = server([stored(1, { content: 'Only question' })]);
    const { user, calls } = renderConversation(conversation.conversation, conversation.answer);
    const message = await yourMessage('Only question');

    await user.click(within(message).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await yourMessage('Only question')).not.toHaveTextContent('changed');

    await user.click(within(await yourMessage('Only question')).getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();

    await user.click(within(await yourMessage('Only question')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), ', again');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await yourMessage('Only question, again')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps the text to try again when the server refuses it', async () => {
    const { user } = renderConversation(
      () => [stored(1, { content: 'Q' })],
      ({ method }) =>
        method === 'PATCH'
          ? Response.json({ message: 'Message cannot be empty', code: 'validation_failed' }, { status: 400 })
          : undefined,
    );
    await user.click(within(await yourMessage('Q')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToast('Failed to edit the message');
    expect(screen.getByRole('textbox', { name: 'Edit your message' })).toHaveValue('Q!');
  });
});
