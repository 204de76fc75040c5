import { describe, expect, it } from 'vitest';
import type { AdminUsageResponse } from '#shared/api/admin-usage';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('demo replies in API usage', () => {
  it('are counted apart, not as provider requests, when the server has no API keys', async () => {
    const alice = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const sent = await sendChat(alice, { message: 'Hello?', models: ['openai', 'claude'] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 2);

    const response = await admin.call({ url: '/api/admin/usage' });
    const usage = response.json<AdminUsageResponse>();

    expect(usage.providers.map(({ provider, requests, demoReplies }) => ({ provider, requests, demoReplies }))).toEqual(
      [
        { provider: 'openai', requests: 0, demoReplies: 1 },
        { provider: 'claude', requests: 0, demoReplies: 1 },
      ],
    );
    expect(usage.users).toEqual([]);
  });
});
