import { describe, expect, it } from 'vitest';
import type { UserModelSettingsResponse } from '#shared/api/models';
import { createSessionCookie } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const URL = '/api/user/model-settings';

const chosen = {
  openai: { model: 'gpt-4-turbo', temperature: 1.3, maxTokens: 3000 },
  claude: { model: 'claude-3-haiku-20240307', temperature: 0.2 },
};

describe('/api/user/model-settings', () => {
  it('is null for an account that never saved any', async () => {
    const alice = await signIn(ctx);

    const response = await alice.call({ url: URL });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modelSettings: null });
  });

  it('keeps the settings on the account: another session (browser) of the same user reads them', async () => {
    const alice = await signIn(ctx);
    const saved = await alice.call({ method: 'PUT', url: URL, payload: chosen });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ modelSettings: chosen });

    // Signed out in the first browser, signed in elsewhere.
    expect((await alice.call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const { cookie } = await createSessionCookie(ctx.db, alice.user.id);
    const elsewhere = await call(ctx.app, { cookie, url: URL });

    expect(elsewhere.json<UserModelSettingsResponse>()).toEqual({ modelSettings: chosen });
  });

  it('replaces them as a whole, and keeps each account to its own', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    await alice.call({ method: 'PUT', url: URL, payload: chosen });
    await alice.call({ method: 'PUT', url: URL, payload: { claude: { maxTokens: 500 } } });

    expect((await alice.call({ url: URL })).json()).toEqual({ modelSettings: { claude: { maxTokens: 500 } } });
    expect((await bob.call({ url: URL })).json()).toEqual({ modelSettings: null });
  });

  it("refuses what chat's schema refuses: ranges, unknown fields, unknown providers", async () => {
    const alice = await signIn(ctx);
    for (const payload of [
      { claude: { temperature: 1.5 } },
      { openai: { maxTokens: 5 } },
      { openai: { model: 'gpt-4o', colour: 'blue' } },
      { mistral: {} },
    ]) {
      const response = await alice.call({ method: 'PUT', url: URL, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await alice.call({ url: URL })).json()).toEqual({ modelSettings: null });
  });

  it('refuses a model this server does not offer, naming the ones it does', async () => {
    const alice = await signIn(ctx);

    const response = await alice.call({ method: 'PUT', url: URL, payload: { openai: { model: 'gpt-9' } } });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'OpenAI has no model "gpt-9". Choose one of: gpt-4o, gpt-4-turbo, gpt-3.5-turbo.',
    );
  });

  it('drops a stored model the server no longer offers, keeping the rest', async () => {
    const alice = await signIn(ctx);
    await alice.call({ method: 'PUT', url: URL, payload: chosen });
    const narrower = await ctx.buildApp({ OPENAI_MODELS: 'gpt-4o' });

    const response = await call(narrower, { cookie: alice.cookie, url: URL });

    expect(response.json()).toEqual({
      modelSettings: { openai: { temperature: 1.3, maxTokens: 3000 }, claude: chosen.claude },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(ctx.app, { url: URL })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'PUT', url: URL, payload: chosen })).statusCode).toBe(401);
  });
});
