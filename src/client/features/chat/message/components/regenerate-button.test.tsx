import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { renderConversation, stored } from '#client/testing/chat/render-conversation';
import { expectToast, polyfillJsdomForRadix } from '#client/testing/render';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

const answered = () => [stored(1), stored(2, { sender: 'openai', replyTo: 1, content: 'An answer' })];

describe('RegenerateButton', () => {
  it('asks the reply’s provider again with the current model settings', async () => {
    const { user, calls } = renderConversation(answered, ({ method }) =>
      method === 'POST' ? Response.json({ jobId: 9, provider: 'openai', model: 'gpt-4o' }) : undefined,
    );
    const reply = await screen.findByRole('article', { name: 'OpenAI reply' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/model-settings')).toBe(true));

    await user.click(within(reply).getByRole('button', { name: 'Regenerate' }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/messages/2/regenerate',
        body: { modelSettings: { openai: { model: 'gpt-4o' } } },
      }),
    );
  });

  it('says why when the reply is still being written', async () => {
    const refusal = {
      message: 'This reply is still being written. Try again once it has finished.',
      code: 'reply_in_progress',
    };
    const { user } = renderConversation(answered, ({ method }) =>
      method === 'POST' ? Response.json(refusal, { status: 409 }) : undefined,
    );
    await user.click(
      within(await screen.findByRole('article', { name: 'OpenAI reply' })).getByRole('button', { name: 'Regenerate' }),
    );

    await expectToast('This reply is still being written.');
  });

  it('is not offered outside an open conversation', () => {
    render(<MessageItem message={stored(2, { sender: 'openai', replyTo: 1 })} userName="Ada" />);
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });
});
