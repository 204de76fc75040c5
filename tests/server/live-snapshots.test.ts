import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/db/schema/messages';
import { SNAPSHOT_BUDGET } from '#server/read-budget';
import { createConversation } from '#tests/helpers/factories';
import { type LiveClient, openLive } from '#tests/helpers/live-client';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

const ctx = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function conversationOf(caller: SignedIn, contents: string[]) {
  const conversation = await createConversation(ctx.db, caller.user.id);
  const rows = await ctx.db
    .insert(messages)
    .values(contents.map((content) => ({ conversationId: conversation.id, content, sender: 'user' as const })))
    .returning({ id: messages.id });
  // Older than the moments a resumed snapshot sends again (ids can commit out of order).
  await ctx.db.execute(
    sql`update messages set created_at = now() - interval '1 minute' where conversation_id = ${conversation.id}`,
  );
  return { conversation, newest: Math.max(...rows.map((row) => row.id)) };
}

/** What the client was sent, as the bytes of each event's data. */
const bytesReceived = (live: LiveClient) =>
  live.events.reduce((bytes, event) => bytes + Buffer.byteLength(JSON.stringify(event.data)), 0);

/**
 * Sends a message through the API and answers the names of the events the channel got up to its
 * live event, which follows whatever the channel was sent before. Returns once its replies are
 * stored: the next test's conversation has the same id, and must not hear of them.
 */
async function eventsUntilNext(live: LiveClient, caller: SignedIn, conversationId: number): Promise<string[]> {
  const sent = await caller.call({ method: 'POST', url: '/api/chat', payload: { message: 'Now', conversationId } });
  expect(sent.statusCode, sent.body).toBe(200);
  const { messageId, modelsQueried } = sent.json();
  const message = await live.waitFor((event) => event.event === 'message' && event.data.message.id === messageId);
  const names = live.events.slice(0, live.events.indexOf(message) + 1).map((event) => event.event);
  const repliesDone = () =>
    live.events.filter((event) => event.event === 'done' && event.data.message.replyTo === messageId).length;
  await waitUntil(() => repliesDone() === modelsQueried.length, 'the replies are stored');
  return names;
}

describe('the live snapshot, bounded', () => {
  it.each([
    ['bytes', Array.from({ length: 4 }, (_, index) => `${index} ${'word '.repeat(SNAPSHOT_BUDGET.maxBytes / 10)}`)],
    ['messages', Array.from({ length: SNAPSHOT_BUDGET.maxMessages + 1 }, (_, index) => `Message ${index}`)],
  ])(
    'past its budget of %s, sends no messages but conversation-changed, from the newest message on',
    async (_budget, contents) => {
      const alice = await signIn(ctx);
      const { conversation, newest } = await conversationOf(alice, contents);

      const live = await openLive(baseUrl, conversation.id, { cookie: alice.cookie, after: 0 });
      const snapshot = await live.waitFor((event) => event.event === 'snapshot');
      const changed = await live.waitFor((event) => event.event === 'conversation-changed');

      expect(snapshot.data).toEqual({ messages: [], replies: [] });
      expect(snapshot.id).toBe(String(newest));
      expect(changed.data).toEqual({ removedJobIds: [] });
      expect(changed.id).toBe(String(newest));
      expect(bytesReceived(live)).toBeLessThan(1024);

      // A reconnection from there lacks nothing: its snapshot is empty, and nothing asks it to read again.
      live.close();
      const resumed = await openLive(baseUrl, conversation.id, { cookie: alice.cookie, lastEventId: changed.id });
      expect((await resumed.waitFor((event) => event.event === 'snapshot')).data).toEqual({
        messages: [],
        replies: [],
      });
      expect(await eventsUntilNext(resumed, alice, conversation.id)).toEqual(['snapshot', 'message']);
      resumed.close();
    },
  );

  it('sends what the client lacks when it fits, as before', async () => {
    const alice = await signIn(ctx);
    const { conversation } = await conversationOf(alice, ['One', 'Two', 'Three']);

    const live = await openLive(baseUrl, conversation.id, { cookie: alice.cookie, after: 0 });
    const snapshot = await live.waitFor((event) => event.event === 'snapshot');

    expect(snapshot.data.messages.map((message: { content: string }) => message.content)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(await eventsUntilNext(live, alice, conversation.id)).toEqual(['snapshot', 'message']);
    live.close();
  });
});
