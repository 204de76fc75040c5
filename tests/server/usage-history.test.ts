import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { finishReplyJob } from '#server/db/queries/reply-jobs';
import { conversations } from '#server/db/schema/conversations';
import { usageRecords } from '#server/db/schema/usage-records';
import type { AdminUsageResponse } from '#shared/api/admin-usage';
import { DELETED_USER_NAME } from '#shared/constants';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { createReplyJob, createUser } from '#tests/helpers/factories';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// The admin's usage figures are history: what deletes conversations, messages or users keeps them.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

async function usage(admin: SignedIn): Promise<AdminUsageResponse> {
  const response = await admin.call({ url: '/api/admin/usage' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Alice asks both providers twice in one conversation; answers it. */
async function aliceChats() {
  const app = await apps.start();
  const admin = callingApp(await signIn(ctx, { isAdmin: true }), app);
  const alice = callingApp(await signIn(ctx, { name: 'Alice' }), app);
  const first = await sendChat(alice, { message: 'Hello?', models: ['openai', 'claude'] });
  await waitForReplies(alice, first.conversationId, first.messageId, 2);
  const second = await sendChat(alice, {
    message: 'And then?',
    models: ['openai', 'claude'],
    conversationId: first.conversationId,
  });
  await waitForReplies(alice, first.conversationId, second.messageId, 2);
  return { admin, alice, conversationId: first.conversationId, firstMessageId: first.messageId };
}

describe('usage figures outlive what they were for', () => {
  it('are the same after the conversation is deleted', async () => {
    const { admin, alice, conversationId } = await aliceChats();
    const before = await usage(admin);
    expect(before.providers.map((row) => row.requests)).toEqual([2, 2]);
    expect(before.users[0]?.total.inputTokens).toBeGreaterThan(0);

    const deleted = await alice.call({ method: 'DELETE', url: `/api/conversations/${conversationId}` });
    expect(deleted.statusCode).toBe(200);

    expect(await usage(admin)).toEqual({ ...before, since: expect.any(String) });
  });

  it('keep the replies an edit removes', async () => {
    const { admin, alice, firstMessageId, conversationId } = await aliceChats();
    const before = await usage(admin);

    const edited = await alice.call({
      method: 'PATCH',
      url: `/api/messages/${firstMessageId}`,
      payload: { message: 'Hello again?' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await waitForReplies(alice, conversationId, firstMessageId, 2);

    // The two replies asked again come on top of the four the edit removed.
    const after = await usage(admin);
    expect(after.providers.map((row) => row.requests)).toEqual([3, 3]);
    expect(after.users[0]?.total.requests).toBe((before.users[0]?.total.requests ?? 0) + 2);
  });

  it('are the same after the user is deleted, under "Deleted user"', async () => {
    const { admin, alice } = await aliceChats();
    const before = await usage(admin);

    const deleted = await admin.call({ method: 'DELETE', url: `/api/admin/users/${alice.user.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await usage(admin);
    expect(after.providers).toEqual(before.providers);
    expect(after.totalUsers).toBe(1);
    expect(after.users).toEqual([
      { ...before.users[0], name: DELETED_USER_NAME, email: '', deleted: true, userId: alice.user.id },
    ]);
    expect(before.users[0]).toMatchObject({ name: 'Alice', email: alice.user.email, deleted: false });
  });

  it('count a call that ends after its conversation was deleted, once', async () => {
    const user = await createUser(ctx.db);
    const job = await createReplyJob(ctx.db, user.id, { status: 'running', finishedAt: null });
    await ctx.db.delete(conversations).where(eq(conversations.id, job.conversationId));
    const outcome = {
      content: 'Late.',
      error: false,
      model: 'gpt-4o',
      inputTokens: 12,
      outputTokens: 3,
      latencyMs: 40,
    };

    expect(await ctx.db.transaction((tx) => finishReplyJob(tx, job, outcome))).toBeUndefined();
    // A second worker finishing the same job after a lost lease counts nothing more.
    await ctx.db.transaction((tx) => finishReplyJob(tx, job, outcome));

    const records = await ctx.db.select().from(usageRecords).where(eq(usageRecords.jobId, job.id));
    expect(records).toMatchObject([{ userId: user.id, provider: 'openai', status: 'done', inputTokens: 12 }]);
  });
});
