import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { callingApp, type SignedIn, signIn, type TestContext } from '#tests/helpers/test-app';

export interface FakeProviderApp {
  openai: ModelServer;
  anthropic: ModelServer;
  /** An app whose providers are the fakes, ready, with its reply worker running. */
  app: FastifyInstance;
  /** A signed-in user whose calls go to that app. */
  signIn(overrides?: Parameters<typeof signIn>[1]): Promise<SignedIn>;
}

/**
 * Both fake providers and one app over them for a test file. After each test the fakes forget
 * their requests and any permanent fault, so no test sees another's.
 */
export function useFakeProviderApp(ctx: TestContext): FakeProviderApp {
  const handle = {
    signIn: async (overrides = {}) => callingApp(await signIn(ctx, overrides), handle.app),
  } as FakeProviderApp;

  beforeAll(async () => {
    [handle.openai, handle.anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
    handle.app = await ctx.buildApp(fakeProviderEnv(handle.openai.url, handle.anthropic.url));
    await handle.app.ready();
  });

  afterAll(async () => {
    await Promise.all([handle.openai?.close(), handle.anthropic?.close()]);
  });

  afterEach(() => {
    for (const fake of [handle.openai, handle.anthropic]) {
      fake.requests.length = 0;
      fake.alwaysFail(null);
    }
  });

  return handle;
}
