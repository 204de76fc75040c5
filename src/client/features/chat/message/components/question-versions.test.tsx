import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConversation, stored } from '#client/testing/chat/render-conversation';
import { expectToast, polyfillJsdomForRadix } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

// A question asked three times (1, then edited as 7 and as 12), each heading its own branch.
const versions = [1, 7, 12];
const branches: Record<number, Message[]> = {
  1: [
    stored(1, { content: 'First wording', branchIds: versions }),
    stored(2, { sender: 'openai', replyTo: 1, content: 'Answer to the first' }),
    stored(3, { content: 'A later question' }),
    stored(4, { sender: 'openai', replyTo: 3, content: 'Answer to the later one' }),
  ],
  7: [
    stored(7, { content: 'Second wording', branchIds: versions }),
    stored(8, { sender: 'openai', replyTo: 7, content: 'Answer to the second' }),
  ],
  12: [stored(12, { content: 'Third wording', branchIds: versions })],
};

/** The server: the middle version's branch shown, until PUT /api/messages/{id}/active shows another. */
function server() {
  let shown = 7;
  return {
    conversation: () => branches[shown] ?? [],
    answer: ({ method, url }: { method: string; url: string }) => {
      if (method !== 'PUT') return undefined;
      shown = Number(url.split('/').at(-2));
      return Response.json({ ok: true });
    },
  };
}

/** The pager of the question that reads `text`. */
const pagerOf = async (text: string) => {
  const message = (await screen.findByText(text)).closest('article') as HTMLElement;
  return within(message).getByRole('group', { name: 'Question versions' });
};

describe('QuestionVersions', () => {
  it('shows the middle version as "2 / 3", and steps back to the first one’s branch, read again', async () => {
    const branch = server();
    const { user, calls } = renderConversation(branch.conversation, branch.answer);
    const pager = await pagerOf('Second wording');
    expect(pager).toHaveTextContent('2 / 3');
    expect(screen.getByText('Answer to the second')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Previous version' }));

    expect(await pagerOf('First wording')).toHaveTextContent('1 / 3');
    expect(screen.getByText('A later question')).toBeInTheDocument();
    expect(screen.getByText('Answer to the later one')).toBeInTheDocument();
    expect(screen.queryByText('Second wording')).not.toBeInTheDocument();
    expect(screen.queryByText('Answer to the second')).not.toBeInTheDocument();
    expect(within(await pagerOf('First wording')).getByRole('button', { name: 'Previous version' })).toBeDisabled();
    // The choice, then the conversation read again, reaching back to the question shown.
    const put = calls.findIndex((call) => call.method === 'PUT');
    expect(calls[put]).toEqual({ method: 'PUT', url: '/api/messages/1/active', body: undefined });
    expect(calls.slice(put + 1)).toContainEqual({
      method: 'GET',
      url: '/api/conversations/5/messages?include=1',
      body: undefined,
    });
  });

  it('is not shown beside a question with one version, which keeps its Edit', async () => {
    renderConversation(() => [stored(1, { content: 'Only wording' }), stored(2, { sender: 'openai', replyTo: 1 })]);
    const message = (await screen.findByText('Only wording')).closest('article') as HTMLElement;
    expect(within(message).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(message).queryByRole('group', { name: 'Question versions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous version' })).not.toBeInTheDocument();
  });

  it('is off while the server switches branches, then shows the branch chosen', async () => {
    const branch = server();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderConversation(branch.conversation, (call) =>
      call.method === 'PUT' ? held.then(() => branch.answer(call) as Response) : undefined,
    );
    const pager = await pagerOf('Second wording');
    await user.click(within(pager).getByRole('button', { name: 'Next version' }));

    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Next version' })).toBeDisabled());
    expect(within(pager).getByRole('button', { name: 'Previous version' })).toBeDisabled();
    release();
    expect(await pagerOf('Third wording')).toHaveTextContent('3 / 3');
    expect(screen.queryByText('Answer to the second')).not.toBeInTheDocument();
  });

  it('stays on the version shown and says so when the server refuses', async () => {
    const branch = server();
    const { user } = renderConversation(branch.conversation, ({ method }) =>
      method === 'PUT'
        ? Response.json({ message: 'Message not found.', code: 'message_not_found' }, { status: 404 })
        : undefined,
    );
    await user.click(within(await pagerOf('Second wording')).getByRole('button', { name: 'Next version' }));

    await expectToast('Failed to show that version');
    expect(await pagerOf('Second wording')).toHaveTextContent('2 / 3');
    expect(within(await pagerOf('Second wording')).getByRole('button', { name: 'Next version' })).toBeEnabled();
    expect(screen.queryByText('Third wording')).not.toBeInTheDocument();
  });
});
