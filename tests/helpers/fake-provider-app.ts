import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Env } from '#server/config';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { type FakeProviders, useFakeProviders } from '#tests/helpers/fake-providers';
import { callingApp, type SignedIn, signIn, type TestContext } from '#tests/helpers/test-app';

export interface FakeProviderApp extends FakeProviders {
  /** An app whose providers are the fakes, ready, with its reply worker running. */
  app: FastifyInstance;
  /** With `listen`: the app's address on loopback, for real HTTP clients (the live channel). */
  baseUrl: string;
  /** A signed-in user whose calls go to that app. */
  signIn(overrides?: Parameters<typeof signIn>[1]): Promise<SignedIn>;
}

/**
 * Both fake providers (useFakeProviders) and one app over them for a test file, with `env` beside
 * theirs. With `listen`, the app also listens on a free loopback port; useTestApp closes it at the end.
 */
export function useFakeProviderApp(ctx: TestContext, { listen = false, env = {} as Env } = {}): FakeProviderApp {
  const handle = useFakeProviders() as FakeProviderApp;
  handle.signIn = async (overrides = {}) => callingApp(await signIn(ctx, overrides), handle.app);

  beforeAll(async () => {
    handle.app = await ctx.buildApp({ ...fakeProviderEnv(handle.openai.url, handle.anthropic.url), ...env });
    await handle.app.ready();
    if (listen) handle.baseUrl = await handle.app.listen({ port: 0, host: '127.0.0.1' });
  });

  return handle;
}
