import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { ConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { renderConversation, stored } from '#client/testing/chat/render-conversation';
import { expectToast, polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';
import type { FinishReason } from '#shared/finish-reasons';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE =
  'Cut off: the reply reached its limit of 50 tokens. Continue it for the rest, or raise Max tokens and regenerate it.';

const answered = (finishReason: FinishReason) => () => [
  stored(1),
  stored(2, { sender: 'openai', replyTo: 1, content: 'The story beg', finishReason, notice: NOTICE }),
];

describe('ContinueButton', () => {
  it('asks the side of a cut-off reply to go on, beside its notice', async () => {
    const { user, calls } = renderConversation(answered('length'), ({ method }) =>
      method === 'POST' ? Response.json({ jobId: 9, provider: 'openai', side: 'a', model: 'gpt-4o' }) : undefined,
    );
    const reply = await screen.findByRole('article', { name: 'OpenAI reply' });
    const button = await within(reply).findByRole('button', { name: 'Continue' });
    expect(button.closest('p')).toHaveTextContent(NOTICE);

    await user.click(button);

    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/api/messages/2/continue', body: undefined }),
    );
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('says why when the server refuses', async () => {
    const refusal = { message: 'Only the version shown can be continued. Show it first, then continue it.' };
    const { user } = renderConversation(answered('length'), ({ method }) =>
      method === 'POST' ? Response.json(refusal, { status: 409 }) : undefined,
    );
    const reply = await screen.findByRole('article', { name: 'OpenAI reply' });
    await user.click(await within(reply).findByRole('button', { name: 'Continue' }));

    await expectToast('Only the version shown can be continued.');
  });

  it('is offered only for a reply its max tokens cut off', async () => {
    renderConversation(answered('stop'));
    const reply = await screen.findByRole('article', { name: 'OpenAI reply' });
    await within(reply).findByRole('button', { name: 'Regenerate' });
    expect(within(reply).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('is hidden while its side has a reply in progress', async () => {
    const [question, reply] = answered('length')() as [Message, Message];
    function Harness() {
      const [replying, setReplying] = useState(false);
      return (
        <ConversationMessages value={[question, reply]}>
          <button type="button" onClick={() => setReplying(true)}>
            Ask again
          </button>
          <MessageItem message={reply} userName="Ada" replying={replying} />
        </ConversationMessages>
      );
    }
    const user = renderWithProviders(<Harness />);
    await screen.findByRole('button', { name: 'Continue' });

    await user.click(screen.getByRole('button', { name: 'Ask again' }));

    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
