import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSessionToken } from '#server/auth/session-tokens';
import { deleteExpiredSessions } from '#server/db/queries/sessions';
import { LIVE_PING_INTERVAL_MS } from '#shared/api/live';
import { createConversation, createSessionCookie, createUser } from '#tests/helpers/factories';
import { openLive } from '#tests/helpers/live-client';
import { call, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  // Intervals are turned by hand: the live hub's ping timer is what checks the sessions of open channels.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  app = await ctx.buildApp({}, { runReplyWorker: false });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  vi.useRealTimers();
});

async function openChannel() {
  const user = await createUser(ctx.db);
  const { cookie, token } = await createSessionCookie(ctx.db, user.id);
  const conversation = await createConversation(ctx.db, user.id);
  const live = await openLive(baseUrl, conversation.id, { cookie });
  await live.waitFor((event) => event.event === 'snapshot');
  return { live, cookie, conversation, tokenHash: hashSessionToken(token) };
}

const endings: Record<string, (tokenHash: string) => Promise<unknown>> = {
  'is past its absolute expiry': (tokenHash) =>
    ctx.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`),
  'has been idle too long': (tokenHash) =>
    ctx.db.execute(
      sql`update sessions set last_seen_at = ${new Date(Date.now() - app.config.session.idleMs - 60_000)} where token_hash = ${tokenHash}`,
    ),
  'is swept': async (tokenHash) => {
    await ctx.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
    );
    expect(await deleteExpiredSessions(ctx.db, app.config.session.idleMs)).toBe(1);
  },
};

describe('the sessions of open live channels', () => {
  it.each(Object.keys(endings))('closes a channel whose session %s, at the next ping, and no other', async (ending) => {
    const doomed = await openChannel();
    const kept = await openChannel();

    await endings[ending]?.(doomed.tokenHash);
    vi.advanceTimersByTime(LIVE_PING_INTERVAL_MS);

    await doomed.live.ended;
    // The other channel still carries events: a message sent to it arrives.
    const sent = await call(app, {
      method: 'POST',
      url: '/api/chat',
      cookie: kept.cookie,
      payload: { message: 'Still here', conversationId: kept.conversation.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await kept.live.waitFor((event) => event.event === 'message');
    kept.live.close();
  });
});
