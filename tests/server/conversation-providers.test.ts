import { describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/api/conversations';
import { sendChat } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// The providers a conversation's last message asked, stored with that message (the toggles come back).

const ctx = useTestApp();
const apps = useReplyApps(ctx);

async function providersOf(caller: SignedIn, conversationId: number) {
  const response = await caller.call({ url: '/api/conversations' });
  expect(response.statusCode).toBe(200);
  return (response.json() as Conversation[]).find((conversation) => conversation.id === conversationId)?.providers;
}

describe('the providers a conversation asked', () => {
  it('are stored by each message: on a new conversation, an existing one, and the default when none is chosen', async () => {
    const alice = callingApp(await signIn(ctx, { defaultModel: 'claude' }), await apps.startEnqueuer());
    const started = await sendChat(alice, { message: 'Only Claude', models: ['claude'] });
    expect(await providersOf(alice, started.conversationId)).toEqual(['claude']);

    await sendChat(alice, {
      message: 'Both now',
      conversationId: started.conversationId,
      models: ['claude', 'openai'],
    });
    expect(await providersOf(alice, started.conversationId)).toEqual(['openai', 'claude']);

    await sendChat(alice, { message: 'Whoever is default', conversationId: started.conversationId });
    expect(await providersOf(alice, started.conversationId)).toEqual(['claude']);
  });

  it('are null before any message, and unchanged by a message that is refused', async () => {
    const alice = callingApp(await signIn(ctx), await apps.startEnqueuer());
    const created = await alice.call({ method: 'POST', url: '/api/conversations', payload: { title: 'Empty' } });
    const { id } = created.json() as Conversation;
    expect(await providersOf(alice, id)).toBeNull();

    await sendChat(alice, { message: 'OpenAI first', conversationId: id, models: ['openai'] });
    // A file that does not exist rolls the whole message back, the providers with it.
    const refused = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'With a file', conversationId: id, models: ['claude'], attachments: [999_999] },
    });
    expect(refused.statusCode).toBe(404);
    expect(await providersOf(alice, id)).toEqual(['openai']);
  });

  it('of another user’s conversation are not touched by a message sent to it', async () => {
    const enqueuer = await apps.startEnqueuer();
    const alice = callingApp(await signIn(ctx), enqueuer);
    const bob = callingApp(await signIn(ctx), enqueuer);
    const sent = await sendChat(alice, { message: 'Mine', models: ['openai'] });
    const response = await bob.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Yours?', conversationId: sent.conversationId, models: ['claude'] },
    });
    expect(response.statusCode).toBe(404);
    expect(await providersOf(alice, sent.conversationId)).toEqual(['openai']);
  });
});
