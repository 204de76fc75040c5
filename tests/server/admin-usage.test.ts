import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users';
import type { AdminUsageResponse, ConnectionUsage, UsageCost, UsageFigures } from '#shared/api/admin-usage';
import { DELETED_USER_NAME, USAGE_MAX_USERS } from '#shared/constants';
import { createReplyJob, createUser } from '#tests/helpers/factories';
import { call, callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-admin-usage-'));

// No reply worker here: it would take the pending jobs these tests leave in the queue. A local
// server of the connections file, whose model names are its own: no price is known for them.
let app: FastifyInstance;
beforeAll(async () => {
  const file = path.join(dir, 'connections.json');
  const router = { id: 'router', label: 'Router', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:1/v1' };
  fs.writeFileSync(file, JSON.stringify([{ ...router, models: ['llama3.3:70b'] }]));
  app = await ctx.buildApp({ CONNECTIONS_FILE: file }, { runReplyWorker: false });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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
const dollars = (usd: number, partial = false): UsageCost => ({ usd, partial });
const free = dollars(0);
/** SPEC's pair as every answer lists them, with nothing called. */
const unused = {
  openai: {
    provider: 'openai',
    label: 'OpenAI',
    kind: 'openai',
    ...none,
    averageLatencyMs: null,
    demoReplies: 0,
    cost: free,
  },
  claude: {
    provider: 'claude',
    label: 'Claude',
    kind: 'anthropic',
    ...none,
    averageLatencyMs: null,
    demoReplies: 0,
    cost: free,
  },
} satisfies Record<string, ConnectionUsage>;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('GET /api/admin/usage', () => {
  it('sums finished calls per connection and per user, with their cost at the published prices', async () => {
    const admin = await signInAdmin();
    const alice = await createUser(ctx.db, { name: 'Alice', email: 'alice@example.com' });
    const bob = await createUser(ctx.db, { name: 'Bob', email: 'bob@example.com' });
    const gpt4o = { model: 'gpt-4o' };
    await createReplyJob(ctx.db, alice.id, { ...gpt4o, inputTokens: 100, outputTokens: 50, latencyMs: 1000 });
    // A failed call counts as a request but its latency says nothing about a reply's speed.
    await createReplyJob(ctx.db, alice.id, { ...gpt4o, status: 'failed', inputTokens: 7, latencyMs: 9000 });
    // A dated snapshot costs what its family does.
    const haiku = { provider: 'claude', model: 'claude-3-5-haiku-20241022' };
    await createReplyJob(ctx.db, alice.id, { ...haiku, inputTokens: 200, outputTokens: 80, latencyMs: 3000 });
    await createReplyJob(ctx.db, bob.id, { ...gpt4o, inputTokens: 10, outputTokens: 5, latencyMs: 2001 });
    // No tokens, no cost: a model without a price that used none leaves the cost whole.
    await createReplyJob(ctx.db, bob.id, { inputTokens: null, outputTokens: null, latencyMs: null });

    const before = Date.now();
    const result = await usage(admin);

    expect(result.days).toBe(30);
    const since = Date.parse(result.since);
    expect(since).toBeGreaterThanOrEqual(before - 30 * DAY_MS - 1000);
    expect(since).toBeLessThanOrEqual(Date.now() - 30 * DAY_MS);
    // gpt-4o: $2.50 in and $10 out per million tokens; Claude 3.5 Haiku: $0.80 and $4.
    expect(result.providers).toEqual([
      { ...unused.openai, ...figures(4, 1, 117, 55), averageLatencyMs: 1500.5, cost: dollars(0.0008425) },
      { ...unused.claude, ...figures(1, 0, 200, 80), averageLatencyMs: 3000, cost: dollars(0.00048) },
    ]);
    expect(result.users).toEqual([
      {
        userId: alice.id,
        name: 'Alice',
        email: 'alice@example.com',
        deleted: false,
        total: figures(3, 1, 307, 130),
        cost: dollars(0.0012475),
        byProvider: {
          openai: { ...figures(2, 1, 107, 50), cost: dollars(0.0007675) },
          claude: { ...figures(1, 0, 200, 80), cost: dollars(0.00048) },
        },
      },
      {
        userId: bob.id,
        name: 'Bob',
        email: 'bob@example.com',
        deleted: false,
        total: figures(2, 0, 10, 5),
        cost: dollars(0.000075),
        byProvider: { openai: { ...figures(2, 0, 10, 5), cost: dollars(0.000075) } },
      },
    ]);
    expect(result.totalUsers).toBe(2);
  });

  it('lists any other connection with calls under its label, priced by its kind, and one no longer configured under its id', async () => {
    const admin = await signInAdmin();
    const carol = await createUser(ctx.db, { name: 'Carol' });
    const gone = await createUser(ctx.db, { name: 'Gone' });
    // Gemini 2.5 Flash: $0.30 in and $2.50 out per million tokens.
    const flash = { provider: 'gemini', model: 'gemini-2.5-flash' };
    await createReplyJob(ctx.db, carol.id, { ...flash, inputTokens: 1000, outputTokens: 200, latencyMs: 700 });
    // A model outside the table: the cost is only a floor.
    const experiment = { provider: 'gemini', model: 'gemini-exp-1206' };
    await createReplyJob(ctx.db, carol.id, { ...experiment, inputTokens: 50, outputTokens: 50, latencyMs: 900 });
    // A compatible server's model names are its own: none is priced.
    const llama = { provider: 'router', model: 'llama3.3:70b' };
    await createReplyJob(ctx.db, carol.id, { ...llama, inputTokens: 10, outputTokens: 10, latencyMs: 50 });
    await createReplyJob(ctx.db, carol.id, { ...llama, demo: true });
    // A connection taken out of the file since: its calls were made, and still count.
    await createReplyJob(ctx.db, gone.id, { provider: 'retired', model: 'gpt-4o', inputTokens: 5, outputTokens: 5 });
    await createReplyJob(ctx.db, gone.id, { ...flash, inputTokens: 2000, outputTokens: 0, status: 'failed' });
    await ctx.db.delete(users).where(eq(users.id, gone.id));

    const result = await usage(admin);

    const connection = { averageLatencyMs: null, demoReplies: 0 };
    expect(result.providers).toEqual([
      unused.openai,
      unused.claude,
      {
        ...connection,
        provider: 'gemini',
        label: 'Gemini',
        kind: 'gemini',
        ...figures(3, 1, 3050, 250),
        averageLatencyMs: 800,
        cost: dollars(0.0014, true),
      },
      {
        ...connection,
        provider: 'router',
        label: 'Router',
        kind: 'openai-compatible',
        ...figures(1, 0, 10, 10),
        averageLatencyMs: 50,
        demoReplies: 1,
        cost: null,
      },
      { ...connection, provider: 'retired', label: 'retired', kind: null, ...figures(1, 0, 5, 5), cost: null },
    ]);
    expect(result.users).toEqual([
      {
        userId: carol.id,
        name: 'Carol',
        email: expect.any(String),
        deleted: false,
        total: figures(3, 0, 1060, 260),
        cost: dollars(0.0008, true),
        byProvider: {
          gemini: { ...figures(2, 0, 1050, 250), cost: dollars(0.0008, true) },
          router: { ...figures(1, 0, 10, 10), cost: null },
        },
      },
      {
        userId: gone.id,
        name: DELETED_USER_NAME,
        email: '',
        deleted: true,
        total: figures(2, 1, 2005, 5),
        cost: dollars(0.0006, true),
        byProvider: {
          gemini: { ...figures(1, 1, 2000, 0), cost: dollars(0.0006) },
          retired: { ...figures(1, 0, 5, 5), cost: null },
        },
      },
    ]);
  });

  it('answers OpenAI and Claude with zeros when nothing was called, and no other connection', async () => {
    const admin = await signInAdmin();

    expect(await usage(admin, '?days=7')).toEqual({
      days: 7,
      since: expect.any(String),
      providers: [unused.openai, unused.claude],
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

    expect(result.providers).toEqual([unused.openai, { ...unused.claude, ...figures(1, 1, 0, 3), cost: null }]);
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
      { ...unused.openai, ...figures(1, 0, 10, 4), averageLatencyMs: 100, demoReplies: 1, cost: null },
      { ...unused.claude, demoReplies: 2 },
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
      cost: free,
      byProvider: { openai: { ...figures(2, 1, 0, 0), cost: free }, claude: { ...figures(1, 0, 0, 0), cost: free } },
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
