import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, notifyPayload } from '#server/db/live-notify';
import { sendCountedTurn } from '#server/db/queries/counted-turns';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { userQuotaWindows } from '#server/db/schema/user-quota-windows';
import { createConversation, createUser } from '#tests/helpers/factories';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.reset());
afterAll(() => database.close());

const asked = [
  { provider: 'claude' as const, side: 'b' as const, model: 'claude-sonnet-4-5', temperature: 0.5, maxTokens: 900 },
  { provider: 'openai' as const, side: 'a' as const, model: 'gpt-4o', temperature: 1, maxTokens: 1200 },
];
const limit = { max: 2, windowMs: 60_000, origin: 'this-process' };

/** What `work` notified on the live channel: all of it, as a marker notified after it arrives last. */
async function heard(work: () => Promise<unknown>): Promise<unknown[]> {
  const payloads: string[] = [];
  let markerHeard = () => {};
  const marker = new Promise<void>((resolve) => {
    markerHeard = resolve;
  });
  const onPayload = (payload: string) => (payload === MARKER ? markerHeard() : void payloads.push(payload));
  const unlisten = await database.listen(LIVE_CHANNEL, { onPayload, onUp: () => undefined, onDown: () => undefined });
  await work();
  await database.db.execute(notifyPayload(MARKER));
  await marker;
  await unlisten();
  return payloads.map((payload) => JSON.parse(payload));
}
const MARKER = "end of the test's notifications";

async function stateOf(userId: number, conversationId: number) {
  const { db } = database;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  return {
    updatedAt: conversation?.updatedAt,
    messages: (await db.select().from(messages).where(eq(messages.conversationId, conversationId))).length,
    jobs: (await db.select().from(replyJobs).where(eq(replyJobs.conversationId, conversationId))).length,
    count: (await db.select().from(userQuotaWindows).where(eq(userQuotaWindows.userId, userId)))[0]?.count ?? 0,
  };
}

describe('sendCountedTurn', () => {
  it('counts the send, stores the turn and tells the other processes, in one statement', async () => {
    const { db } = database;
    const user = await createUser(db);
    const conversation = await createConversation(db, user.id);
    let sent: Awaited<ReturnType<typeof sendCountedTurn>> | undefined;

    const notifications = await heard(async () => {
      sent = await sendCountedTurn(
        db,
        { userId: user.id, conversationId: conversation.id, content: 'Hi', asked, contestants: null },
        limit,
      );
    });

    if (sent?.outcome !== 'stored') throw new Error(`not stored: ${JSON.stringify(sent)}`);
    const { message, jobs } = sent.turn;
    expect(message).toMatchObject({ conversationId: conversation.id, content: 'Hi', sender: 'user' });
    expect(jobs.map((job) => [job.provider, job.model])).toEqual([
      ['claude', 'claude-sonnet-4-5'],
      ['openai', 'gpt-4o'],
    ]);
    const [claude, openai] = jobs;
    expect(notifications).toEqual([
      {
        origin: 'this-process',
        events: [
          {
            type: 'message',
            conversationId: conversation.id,
            userId: user.id,
            messageId: message.id,
            replies: [
              { jobId: claude?.id, provider: 'claude', side: 'b', model: 'claude-sonnet-4-5' },
              { jobId: openai?.id, provider: 'openai', side: 'a', model: 'gpt-4o' },
            ],
          },
        ],
      },
    ]);
    const [stored] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(stored?.providers).toEqual(['claude', 'openai']);
    expect((await stateOf(user.id, conversation.id)).count).toBe(1);
  });

  it('refuses a send past the limit with the time left, writing and telling nothing', async () => {
    const { db } = database;
    const user = await createUser(db);
    const conversation = await createConversation(db, user.id);
    const turn = { userId: user.id, conversationId: conversation.id, content: 'Again', asked, contestants: null };
    for (let n = 0; n < limit.max; n++) expect((await sendCountedTurn(db, turn, limit)).outcome).toBe('stored');
    const before = await stateOf(user.id, conversation.id);
    let refused: Awaited<ReturnType<typeof sendCountedTurn>> | undefined;

    const notifications = await heard(async () => {
      refused = await sendCountedTurn(db, turn, limit);
    });

    expect(refused).toMatchObject({ outcome: 'limited' });
    const retryAfterMs = refused?.outcome === 'limited' ? refused.retryAfterMs : 0;
    expect(retryAfterMs).toBeGreaterThan(50_000);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(notifications).toEqual([]);
    expect(await stateOf(user.id, conversation.id)).toEqual(before);
  });

  it("does not count a send to another user's conversation, and refuses it past the limit first", async () => {
    const { db } = database;
    const [owner, other] = [await createUser(db), await createUser(db)];
    const theirs = await createConversation(db, owner.id);
    const own = await createConversation(db, other.id);
    const before = await stateOf(owner.id, theirs.id);
    const intruding = { userId: other.id, conversationId: theirs.id, content: 'Mine now', asked, contestants: null };

    const notifications = await heard(async () => {
      expect(await sendCountedTurn(db, intruding, limit)).toEqual({ outcome: 'not-found' });
    });

    expect(notifications).toEqual([]);
    expect(await stateOf(owner.id, theirs.id)).toEqual(before);
    expect((await stateOf(other.id, own.id)).count).toBe(0);
    const turn = { userId: other.id, conversationId: own.id, content: 'Hi', asked, contestants: null };
    for (let n = 0; n < limit.max; n++) await sendCountedTurn(db, turn, limit);
    expect(await sendCountedTurn(db, intruding, limit)).toMatchObject({ outcome: 'limited' });
  });

  it('starts a new window once the last has passed', async () => {
    const { db } = database;
    const user = await createUser(db);
    const conversation = await createConversation(db, user.id);
    const turn = { userId: user.id, conversationId: conversation.id, content: 'Later', asked, contestants: null };
    for (let n = 0; n < limit.max; n++) await sendCountedTurn(db, turn, limit);
    await db.update(userQuotaWindows).set({ expiresAt: new Date(Date.now() - 1000) });

    expect((await sendCountedTurn(db, turn, limit)).outcome).toBe('stored');
    expect((await stateOf(user.id, conversation.id)).count).toBe(1);
  });
});
