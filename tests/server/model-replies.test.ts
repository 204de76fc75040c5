import { afterEach, describe, expect, it } from 'vitest';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, signIn, useTestApp } from '#tests/helpers/test-app';

// Replies with the models the providers list: what each model is sent, and what a model the
// provider no longer has answers. Each test starts its own app, so each reads the lists afresh.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

afterEach(() => {
  apps.openai.resetModelList();
  apps.anthropic.resetModelList();
});

/** OpenAI lists `models`; a signed-in user of a new app over the fakes asks it with `settings`. */
async function askOpenAi(models: string[], settings: Record<string, unknown>) {
  apps.openai.modelList.ids = models;
  const alice = callingApp(await signIn(ctx), await apps.start());
  const sent = await sendChat(alice, { message: 'Hello?', models: ['openai'], modelSettings: { openai: settings } });
  const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
  return { reply, body: apps.openai.requests[0]?.body };
}

describe('replies from the models the providers list', () => {
  it('sends a reasoning model no temperature, and max_completion_tokens instead of max_tokens', async () => {
    const { reply, body } = await askOpenAi(['gpt-4o', 'o3'], { model: 'o3', temperature: 1.5, maxTokens: 700 });

    expect(reply).toMatchObject({ error: false, model: 'o3', content: 'OpenAI (o3) answers: Hello?' });
    expect(body).toMatchObject({ model: 'o3', max_completion_tokens: 700 });
    expect(body).not.toHaveProperty('temperature');
    expect(body).not.toHaveProperty('max_tokens');
  });

  it('sends any other model its temperature and max_tokens', async () => {
    const { body } = await askOpenAi(['gpt-4o', 'o3'], { model: 'gpt-4o', temperature: 1.5, maxTokens: 700 });

    expect(body).toMatchObject({ model: 'gpt-4o', temperature: 1.5, max_tokens: 700 });
    expect(body).not.toHaveProperty('max_completion_tokens');
  });

  it('answers with a model the capability table does not know, as a plain chat model', async () => {
    const { reply, body } = await askOpenAi(['llama3.1:8b'], { temperature: 0.3, maxTokens: 500 });

    expect(reply).toMatchObject({ error: false, model: 'llama3.1:8b' });
    expect(body).toMatchObject({ model: 'llama3.1:8b', temperature: 0.3, max_tokens: 500 });
  });

  it('refuses a model the provider no longer lists, naming the ones it does', async () => {
    apps.openai.modelList.ids = ['gpt-4.1', 'o3'];
    const alice = callingApp(await signIn(ctx), await apps.start());
    const response = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Hello?', models: ['openai'], modelSettings: { openai: { model: 'gpt-4o' } } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'OpenAI has no model "gpt-4o". Choose one of: gpt-4.1, o3.',
    });
    expect(apps.openai.requests).toHaveLength(0);
  });

  it('answers a model the provider says it no longer has with an error reply suggesting a listed one', async () => {
    apps.openai.alwaysFail({
      kind: 'status',
      status: 404,
      body: {
        error: {
          message: 'The model `gpt-4o` does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      },
    });
    const { reply } = await askOpenAi(['gpt-4o', 'gpt-4.1'], { model: 'gpt-4o' });

    expect(reply?.error).toBe(true);
    expect(reply?.content).toBe(
      "The model gpt-4o is not available from OpenAI: it may have been retired, or this server's API key cannot use it. " +
        'Choose another model in Model Settings, such as GPT-4.1 (gpt-4.1).',
    );
  });

  it("does the same for Claude's not_found_error", async () => {
    apps.anthropic.modelList.ids = ['claude-3-7-sonnet-20250219', 'claude-sonnet-4-5'];
    apps.anthropic.modelList.names = { 'claude-sonnet-4-5': 'Claude Sonnet 4.5' };
    apps.anthropic.alwaysFail({
      kind: 'status',
      status: 404,
      body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-3-7-sonnet-20250219' } },
    });
    const alice = callingApp(await signIn(ctx), await apps.start());
    const sent = await sendChat(alice, { message: 'Hello?', models: ['claude'] });
    const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);

    expect(reply?.error).toBe(true);
    expect(reply?.content).toContain('The model claude-3-7-sonnet-20250219 is not available from Claude');
    expect(reply?.content).toContain('such as Claude Sonnet 4.5 (claude-sonnet-4-5).');
  });
});
