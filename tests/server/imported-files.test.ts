import { describe, expect, it } from 'vitest';
import type { AnthropicTurn } from '#tests/fakes/anthropic';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { createRichAccount } from '#tests/helpers/export-fixtures';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { callingApp, signIn, useTestApp } from '#tests/helpers/test-app';

// An import brings files' names, never their bytes: a model must not be told of a file it cannot get.

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx);

describe('an imported conversation asked again', () => {
  it('sends the earlier turns as they were written, with no file, no note of one and no notice', async () => {
    const alice = callingApp(await signIn(ctx), fakes.app);
    const { inProject } = await createRichAccount(ctx.db, alice);
    const exported = (await alice.call({ url: `/api/conversations/${inProject.id}/export?format=json` })).json();
    const bob = await fakes.signIn();
    expect((await bob.call({ method: 'POST', url: '/api/user/import', payload: exported })).statusCode).toBe(201);
    const [imported] = (await bob.call({ url: '/api/conversations' })).json() as { id: number }[];

    const sent = await sendChat(bob, { message: 'Say it again', models: ['claude'], conversationId: imported?.id });
    const [reply] = await waitForReplies(bob, sent.conversationId, sent.messageId, 1);

    const thread = fakes.anthropic.requests[0]?.body.messages as AnthropicTurn[];
    // The only earlier Claude reply was an error, which no thread carries: both questions, joined.
    expect(thread).toEqual([
      { role: 'user', content: 'What is in this picture? [File: photo.png]\n\nAnd in French?\n\nSay it again' },
    ]);
    expect(JSON.stringify(fakes.anthropic.requests[0]?.body)).not.toContain('Attached file');
    expect(reply).toMatchObject({ sender: 'claude', error: false, notice: null });
  });
});
