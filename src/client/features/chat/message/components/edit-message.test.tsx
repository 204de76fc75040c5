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

/**
 * The server's conversation: as `before` until an edit, which adds a version of the question (id
 * 100 on) whose branch is then the one shown: the turns before it, and it.
 */
function server(initial: Message[]) {
  let messages = initial;
  let nextId = 100;
  return {
    conversation: () => messages,
    answer: ({ method, url, body }: { method: string; url: string; body: unknown }) => {
      if (method !== 'PATCH') return undefined;
      const id = Number(url.split('/').at(-1));
      const edited = messages.find((message) => message.id === id) as Message;
      const version: Message = {
        ...edited,
        id: nextId++,
        content: (body as { message: string }).message,
        branchIds: [...(edited.branchIds ?? [id]), nextId - 1],
      };
      const kept = messages.filter((message) => (message.replyTo ?? message.id) < id);
      const hidden = messages.length - kept.length;
      messages = [...kept, version];
      return Response.json({ messageId: version.id, hidden, modelsQueried: ['openai'] });
    },
  };
}

const yourMessage = async (text: string) =>
  (await screen.findAllByRole('article', { name: 'Your message' })).find((item) =>
    item.textContent?.includes(text),
  ) as HTMLElement;

describe('EditMessage', () => {
  it('sends the new text at once, asking nothing, then shows the new version’s branch', async () => {
    const conversation = server(before);
    const { user, calls } = renderConversation(conversation.conversation, conversation.answer);
    await user.click(within(await yourMessage('Q1')).getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(box).toHaveValue('Q1');
    await user.clear(box);
    await user.type(box, 'Q1, put better');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Nothing is removed, so nothing is asked: the earlier version keeps its later turns.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A2')).not.toBeInTheDocument());
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/messages/1',
      body: { message: 'Q1, put better', modelSettings: { openai: { model: 'gpt-4o' } } },
    });
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Your message' })).toHaveLength(1);
    const edited = await yourMessage('Q1, put better');
    expect(within(edited).getByRole('group', { name: 'Question versions' })).toHaveTextContent('2 / 2');
    expect(screen.queryByText('Q2')).not.toBeInTheDocument();
  });

  it('edits a later question, keeping the turns before it', async () => {
    const conversation = server(before);
    const { user, calls } = renderConversation(conversation.conversation, conversation.answer);
    await user.click(within(await yourMessage('Q2')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), '?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByText('A2')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/messages/3', body: expect.objectContaining({ message: 'Q2?' }) }),
    ]);
    expect(await yourMessage('Q2?')).toBeInTheDocument();
    expect(await yourMessage('Q1')).toBeInTheDocument();
    expect(screen.getByText('A1 again')).toBeInTheDocument();
  });

  it('leaves the message as it was on Cancel or Escape, and sends it once on Save', async () => {
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
