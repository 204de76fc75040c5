import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Env } from '#server/config';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { fakeProviderEnv } from '#tests/helpers/chat';
import type { TestAppDeps, TestContext } from '#tests/helpers/test-app';

export interface ReplyApps {
  openai: ModelServer;
  anthropic: ModelServer;
  /** An app over the fakes with a 1 s lease, ready (so that its worker, unless turned off, runs). */
  start(more?: Env, deps?: TestAppDeps & { ready?: boolean }): Promise<FastifyInstance>;
  /** An app that only takes messages: its worker is off, so their jobs wait in the queue. */
  startEnqueuer(): Promise<FastifyInstance>;
  /** Closes this app after the test, like the ones started here. */
  track(app: FastifyInstance): FastifyInstance;
}

/**
 * Fake providers for a file of reply-queue tests, and apps that each test starts over them. Every
 * app is closed after its test, so that no worker is left to take the next test's jobs; the fakes
 * forget their requests and permanent faults.
 */
export function useReplyApps(ctx: TestContext): ReplyApps {
  let started: FastifyInstance[] = [];
  const apps = {} as ReplyApps;

  beforeAll(async () => {
    [apps.openai, apps.anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
  });

  afterAll(async () => {
    await Promise.all([apps.openai?.close(), apps.anthropic?.close()]);
  });

  afterEach(async () => {
    await Promise.all(started.map((app) => app.close()));
    started = [];
    for (const fake of [apps.openai, apps.anthropic]) {
      fake.requests.length = 0;
      fake.alwaysFail(null);
    }
  });

  apps.track = (app) => {
    started.push(app);
    return app;
  };
  apps.start = async (more = {}, { ready = true, ...deps } = {}) => {
    const env = { ...fakeProviderEnv(apps.openai.url, apps.anthropic.url), REPLY_LEASE_SECONDS: '1', ...more };
    const app = apps.track(await ctx.buildApp(env, deps));
    if (ready) await app.ready();
    return app;
  };
  apps.startEnqueuer = () => apps.start({}, { runReplyWorker: false });
  return apps;
}
