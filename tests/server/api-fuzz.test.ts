import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { hashPassword } from '#server/auth/passwords';
import { type FakeGoogle, startFakeGoogle } from '#tests/fakes/google';
import { type ApiRoute, buildListingApiRoutes } from '#tests/helpers/api-routes';
import { FUZZ_PASSWORD, FuzzWorlds } from '#tests/helpers/fuzz/fuzz-world';
import { requestsFor } from '#tests/helpers/fuzz/route-requests';
import {
  describeInjection,
  type FuzzAnswer,
  sendFuzzRequest,
  toInjection,
} from '#tests/helpers/fuzz/send-fuzz-request';
import { testConfig, useTestApp } from '#tests/helpers/test-app';

/**
 * Every route under /api, however many there are, gets generated requests: odd text, huge and
 * wrong-typed values, deep nesting, bad ids, as each kind of caller. None may answer 5xx, and
 * every refusal must be our JSON error. ~60 s per database on CI's two cores.
 */
const RUNS_PER_ROUTE = 150;
// The whole sweep's time: a busy machine runs fewer requests rather than timing out.
const BUDGET_MS = 55_000;

const ctx = useTestApp();
let google: FakeGoogle;
let app: FastifyInstance;
let routes: ApiRoute[];
let worlds: FuzzWorlds;
const serverErrors: string[] = [];

beforeAll(async () => {
  google = await startFakeGoogle();
  // Every sign-in method on, Google against its fake, and no reply worker: requests only.
  const config = testConfig(ctx.config.dataDir, {
    ...google.env,
    ENABLE_PASSWORD_LOGIN: 'true',
  });
  // Errors the server logs go into the report of the request that caused them.
  const logger = { level: 'error', stream: { write: (line: string) => serverErrors.push(line) } };
  ({ app, routes } = await buildListingApiRoutes(() =>
    buildApp({ config, database: ctx.database, logger, runReplyWorker: false }),
  ));
  await app.ready();
  worlds = new FuzzWorlds(ctx.db, ctx.config.dataDir, await hashPassword(FUZZ_PASSWORD, config.passwordHashCost));
});

afterAll(async () => {
  await app?.close();
  await google?.close();
});

function problemWith(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json')) return `answered ${answer.status} as ${answer.contentType}`;
  try {
    const body = JSON.parse(answer.body) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') return undefined;
  } catch {
    // Not JSON at all: reported below.
  }
  return 'answered an error not in our shape';
}

async function fuzz(route: ApiRoute, timeLimitMs: number): Promise<string | undefined> {
  const property = fc.asyncProperty(requestsFor(route), async (request) => {
    const world = await worlds.get(request.identity);
    const injection = toInjection(route, request, world);
    serverErrors.length = 0;
    const answer = await sendFuzzRequest(app, injection);
    worlds.answered(route.method, answer.status);
    const problem = problemWith(answer);
    if (problem) {
      const logged = serverErrors.join('').slice(0, 3_000);
      throw new Error(
        `${problem}\n${describeInjection(injection)}\nas: ${request.identity}\nanswer: ${answer.body}\nlogged: ${logged}`,
      );
    }
  });
  const details = await fc.check(property, { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: timeLimitMs });
  // Out of time before a first request had run: slow (scrypt on a busy machine), not broken.
  if (!details.failed || (details.interrupted && details.counterexample === null)) return undefined;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${route.method} ${route.url}: ${error}\n${fc.defaultReportMessage(details)}`;
}

describe('every /api route, fuzzed', () => {
  it('lists the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/chat' }));
  });

  it('answers generated requests with no 5xx and only JSON errors', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const deadline = Date.now() + BUDGET_MS;
    for (const [index, route] of routes.entries()) {
      // What is left, shared by the routes still to go: a slow route (scrypt) takes what fast ones left.
      const failure = await fuzz(route, Math.max(500, (deadline - Date.now()) / (routes.length - index)));
      if (failure) failures.push(failure);
    }
    expect(failures.join('\n\n')).toBe('');
  });
});
