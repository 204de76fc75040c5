import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsageResponse, UsageFigures } from '#shared/api/admin-usage';
import { USAGE_MAX_USERS } from '#shared/constants';
import { createReplyJob, createUser } from '#tests/helpers/factories';
import { call, callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

// No reply worker here: it would take the pending jobs these tests leave in the queue.
let app: FastifyInstance;
beforeAll(async () => {
  app = await ctx.buildApp({}, { runReplyWorker: false });
});

const signInAdmin = async () => callingApp(await signIn(ctx, { isAdmin: true }), app);

async function usage(admin: SignedIn, query = ''): Promise<AdminUsageResponse> {
  const response = await admin.call({ url: `/api/admin/usage${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const figures = (requests: number, failed: number, inputTokens: number, outputTokens: number): UsageFigures => ({
  requests,
  failed,
  inputTokens,
  outputTokens,
});
const none = figures(0, 0, 0, 0);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('GET /api/admin/usage', () => {
  it('sums finished calls per provider and per user', async () => {
    const admin = await signInAdmin();
    const alice = await createUser(ctx.db, { name: 'Alice', email: 'alice@example.com' });
    const bob = await createUser(ctx.db, { name: 'Bob', email: 'bob@example.com' });
    await createReplyJob(ctx.db, alice.id, { inputTokens: 100, outputTokens: 50, latencyMs: 1000 });
    // A failed call counts as a request but its latency says nothing about a reply's speed.
    await createReplyJob(ctx.db, alice.id, { status: 'failed', inputTokens: 7, latencyMs: 9000 });
    await createReplyJob(ctx.db, alice.id, { provider: 'claude', inputTokens: 200, outputTokens: 80, latencyMs: 3000 });
    await createReplyJob(ctx.db, bob.id, { inputTokens: 10, outputTokens: 5, latencyMs: 2001 });
    await createReplyJob(ctx.db, bob.id, { inputTokens: null, outputTokens: null, latencyMs: null });

    const before = Date.now();
    const result = await usage(admin);

    expect(result.days).toBe(30);
    const since = Date.parse(result.since);
    expect(since).toBeGreaterThanOrEqual(before - 30 * DAY_MS - 1000);
    expect(since).toBeLessThanOrEqual(Date.now() - 30 * DAY_MS);
    expect(result.providers).toEqual([
      { provider: 'openai', ...figures(4, 1, 117, 55), averageLatencyMs: 1500.5, demoReplies: 0 },
      { provider: 'claude', ...figures(1, 0, 200, 80), averageLatencyMs: 3000, demoReplies: 0 },
    ]);
    expect(result.users).toEqual([
      {
        userId: alice.id,
        name: 'Alice',
        email: 'alice@example.com',
        deleted: false,
        total: figures(3, 1, 307, 130),
        byProvider: { openai: figures(2, 1, 107, 50), claude: figures(1, 0, 200, 80) },
      },
      {
        userId: bob.id,
        name: 'Bob',
        email: 'bob@example.com',
        deleted: false,
        total: figures(2, 0, 10, 5),
        byProvider: { openai: figures(2, 0, 10, 5), claude: none },
      },
    ]);
    expect(result.totalUsers).toBe(2);
  });

  it('answers both providers with zeros when nothing was called', async () => {
    const admin = await signInAdmin();

    expect(await usage(admin, '?days=7')).toEqual({
      days: 7,
      since: expect.any(String),
      providers: [
        { provider: 'openai', ...none, averageLatencyMs: null, demoReplies: 0 },
        { provider: 'claude', ...none, averageLatencyMs: null, demoReplies: 0 },
      ],
      users: [],
      totalUsers: 0,
    });
  });

  it('counts only calls finished within the period', async () => {
    const admin = await signInAdmin();
    const user = await createUser(ctx.db);
    await createReplyJob(ctx.db, user.id, { provider: 'claude', inputTokens: 1, latencyMs: 100 });
    await createReplyJob(ctx.db, user.id, { inputTokens: 40, latencyMs: 400, finishedAt: daysAgo(40) });
    // Asked for long ago, but answered within the period.
    await createReplyJob(ctx.db, user.id, { inputTokens: 2, latencyMs: 200, createdAt: daysAgo(90) });

    const month = await usage(admin, '?days=30');
    expect(month.providers[0]).toMatchObject({ requests: 1, inputTokens: 2, averageLatencyMs: 200 });
    expect(month.users[0]?.total).toEqual(figures(2, 0, 3, 0));

    const twoMonths = await usage(admin, '?days=60');
    expect(twoMonths.days).toBe(60);
    const apart = Date.parse(month.since) - Date.parse(twoMonths.since);
    expect(apart).toBeGreaterThan(30 * DAY_MS - 5000);
    expect(apart).toBeLessThanOrEqual(30 * DAY_MS);
    expect(twoMonths.providers[0]).toMatchObject({ requests: 2, inputTokens: 42, averageLatencyMs: 300 });
    expect(twoMonths.users[0]?.total).toEqual(figures(3, 0, 43, 0));
  });

  it('leaves out calls still pending or running', async () => {
    const admin = await signInAdmin();
    const waiting = await createUser(ctx.db);
    const answered = await createUser(ctx.db);
    await createReplyJob(ctx.db, waiting.id, { status: 'pending', inputTokens: 5 });
    await createReplyJob(ctx.db, waiting.id, { status: 'running', provider: 'claude', latencyMs: 5 });
    // The status decides, even for a row whose finished_at says otherwise.
    await createReplyJob(ctx.db, waiting.id, { status: 'running', outputTokens: 9, finishedAt: new Date() });
    await createReplyJob(ctx.db, answered.id, { status: 'failed', provider: 'claude', outputTokens: 3 });

    const result = await usage(admin);

    expect(result.providers).toEqual([
      { provider: 'openai', ...none, averageLatencyMs: null, demoReplies: 0 },
      { provider: 'claude', ...figures(1, 1, 0, 3), averageLatencyMs: null, demoReplies: 0 },
    ]);
    expect(result.users.map((user) => user.userId)).toEqual([answered.id]);
    expect(result.totalUsers).toBe(1);
  });

  it('keeps demo replies out of the provider figures and counts them apart', async () => {
    const admin = await signInAdmin();
    const tester = await createUser(ctx.db);
    const paying = await createUser(ctx.db);
    await createReplyJob(ctx.db, tester.id, { demo: true, latencyMs: 900 });
    await createReplyJob(ctx.db, tester.id, { demo: true, provider: 'claude' });
    await createReplyJob(ctx.db, tester.id, { demo: true, provider: 'claude', status: 'failed' });
    await createReplyJob(ctx.db, paying.id, { inputTokens: 10, outputTokens: 4, latencyMs: 100 });

    const result = await usage(admin);

    expect(result.providers).toEqual([
      { provider: 'openai', ...figures(1, 0, 10, 4), averageLatencyMs: 100, demoReplies: 1 },
      { provider: 'claude', ...none, averageLatencyMs: null, demoReplies: 2 },
    ]);
    expect(result.users.map((user) => user.userId)).toEqual([paying.id]);
    expect(result.totalUsers).toBe(1);
  });

  it('lists the heaviest users first, ties by id, at most USAGE_MAX_USERS, and counts them all', async () => {
    const admin = await signInAdmin();
    const callers = [];
    for (let n = 0; n < USAGE_MAX_USERS + 2; n++) {
      const user = await createUser(ctx.db);
      await createReplyJob(ctx.db, user.id, { provider: n % 2 === 0 ? 'openai' : 'claude' });
      callers.push(user.id);
    }
    const [heaviest, second] = [callers[10] as number, callers[40] as number];
    await createReplyJob(ctx.db, heaviest, { status: 'failed' });
    await createReplyJob(ctx.db, heaviest, { provider: 'claude' });
    await createReplyJob(ctx.db, second, { provider: 'claude' });

    const result = await usage(admin);

    const rest = callers.filter((id) => id !== heaviest && id !== second);
    expect(result.users.map((user) => user.userId)).toEqual([heaviest, second, ...rest.slice(0, USAGE_MAX_USERS - 2)]);
    expect(result.users[0]).toMatchObject({
      total: figures(3, 1, 0, 0),
      byProvider: { openai: figures(2, 1, 0, 0), claude: figures(1, 0, 0, 0) },
    });
    expect(result.totalUsers).toBe(USAGE_MAX_USERS + 2);
    expect(result.providers.map((row) => row.requests)).toEqual([USAGE_MAX_USERS / 2 + 2, USAGE_MAX_USERS / 2 + 3]);
  });

  it('rejects a bad number of days with 400', async () => {
    const admin = await signInAdmin();
    for (const days of ['0', 'abc', '366', '-1', '1.5', '']) {
      const response = await admin.call({ url: `/api/admin/usage?days=${days}` });
      expect(response.statusCode, days).toBe(400);
      expect(response.json(), days).toMatchObject({ code: 'validation_failed' });
    }
    expect((await usage(admin, '?days=1')).days).toBe(1);
    expect((await usage(admin, '?days=365')).days).toBe(365);
  });

  it('answers 401 to anonymous callers and 403 to users who are not admins', async () => {
    const anonymous = await call(app, { url: '/api/admin/usage' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });

    const user = callingApp(await signIn(ctx), app);
    await createReplyJob(ctx.db, user.user.id);
    const forbidden = await user.call({ url: '/api/admin/usage' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'admin_required' });
    expect(forbidden.body).not.toContain(user.user.email);
  });
});
