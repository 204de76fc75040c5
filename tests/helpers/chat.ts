import { expect } from 'vitest';
import type { Message } from '#shared/api/messages';
import type { SignedIn } from '#tests/helpers/test-app';

/** The environment that points both providers at fakes, with short timeouts and no demo delay. */
export function fakeProviderEnv(openAiUrl: string, anthropicUrl: string) {
  return {
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${openAiUrl}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: anthropicUrl,
    PROVIDER_TIMEOUT_SECONDS: '2',
    DEMO_REPLY_DELAY_MS: '0',
  };
}

export async function sendChat(caller: SignedIn, payload: Record<string, unknown>) {
  const response = await caller.call({ method: 'POST', url: '/api/chat', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { conversationId: number; messageId: number; modelsQueried: string[]; message: string };
}

/**
 * Polls /api/messages/updates as the web app does until `count` replies have arrived after
 * `afterMessageId`, then returns them.
 */
export async function waitForReplies(
  caller: SignedIn,
  conversationId: number,
  afterMessageId: number,
  count: number,
  timeoutMs = 20_000,
): Promise<Message[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await caller.call({
      url: `/api/messages/updates?conversationId=${conversationId}&afterMessageId=${afterMessageId}`,
    });
    expect(response.statusCode).toBe(200);
    const replies = (response.json() as Message[]).filter((message) => message.sender !== 'user');
    if (replies.length >= count) return replies;
    if (Date.now() > deadline) throw new Error(`only ${replies.length} of ${count} replies arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
