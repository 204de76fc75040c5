import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { Env } from '#server/config';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { type FakeProviders, useFakeProviders } from '#tests/helpers/fake-providers';
import type { TestAppDeps, TestContext } from '#tests/helpers/test-app';

export interface ReplyApps extends FakeProviders {
  /**
   * An app over the fakes, ready (so that its worker, unless turned off, runs). Its lease outlasts
   * any pause of a busy machine: a short one renewed late lets another worker take a job that is
   * still being answered. A test that needs a lease to run out sets REPLY_LEASE_SECONDS itself.
   */
  start(more?: Env, deps?: TestAppDeps & { ready?: boolean }): Promise<FastifyInstance>;
  /** An app that only takes messages: its worker is off, so their jobs wait in the queue. */
  startEnqueuer(): Promise<FastifyInstance>;
  /** Closes this app after the test, like the ones started here. */
  track(app: FastifyInstance): FastifyInstance;
}

/**
 * Fake providers for a file of reply-queue tests (Gemini too, live, with `gemini`), and apps that each test starts over them. Every
 * app is closed after its test, so that no worker is left to take the next test's jobs.
 */
export function useReplyApps(ctx: TestContext, { gemini = false } = {}): ReplyApps {
  let started: FastifyInstance[] = [];
  // Registered first, so its after-each hook (the fakes forget) runs after this one's.
  const apps = useFakeProviders({ gemini }) as ReplyApps;

  afterEach(async () => {
    await Promise.all(started.map((app) => app.close()));
    started = [];
  });

  apps.track = (app) => {
    started.push(app);
    return app;
  };
  apps.start = async (more = {}, { ready = true, ...deps } = {}) => {
    const env = {
      ...fakeProviderEnv(apps.openai.url, apps.anthropic.url),
      ...(gemini ? { GEMINI_API_KEY: 'test-gemini-key', GEMINI_BASE_URL: apps.gemini.url } : {}),
      REPLY_LEASE_SECONDS: '30',
      ...more,
    };
    const app = apps.track(await ctx.buildApp(env, deps));
    if (ready) await app.ready();
    return app;
  };
  apps.startEnqueuer = () => apps.start({}, { runReplyWorker: false });
  return apps;
}
