import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Database } from '#server/db/database';
import { listMessages } from '#server/db/queries/messages';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import type { MessageRow } from '#server/db/schema/messages';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import type { Message } from '#shared/api/messages';
import type { SignedIn } from '#tests/helpers/test-app';

/** The environment that points both providers at fakes, with short timeouts and no demo delay. */
export function fakeProviderEnv(openAiUrl: string, anthropicUrl: string) {
  return {
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${openAiUrl}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: anthropicUrl,
    // Past any pause of a busy machine: a call that timed out is tried again, which tests that count
    // the provider's calls would read as a second claim. Tests of timeouts set a short one.
    PROVIDER_TIMEOUT_SECONDS: '30',
    DEMO_REPLY_DELAY_MS: '0',
  };
}

export async function sendChat(caller: SignedIn, payload: Record<string, unknown>) {
  const response = await caller.call({ method: 'POST', url: '/api/chat', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { conversationId: number; messageId: number; modelsQueried: string[]; message: string };
}

/**
 * Polls /api/messages/updates as the web app does until `count` replies have arrived after
 * `afterMessageId`, then returns them.
 */
export async function waitForReplies(
  caller: SignedIn,
  conversationId: number,
  afterMessageId: number,
  count: number,
  timeoutMs = 20_000,
): Promise<Message[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await caller.call({
      url: `/api/messages/updates?conversationId=${conversationId}&afterMessageId=${afterMessageId}`,
    });
    expect(response.statusCode).toBe(200);
    const replies = (response.json() as Message[]).filter((message) => message.sender !== 'user');
    if (replies.length >= count) return replies;
    if (Date.now() > deadline) throw new Error(`only ${replies.length} of ${count} replies arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The conversation's messages and reply jobs as stored, read after a short pause so that a
 * second (duplicate) reply, if the code wrote one, has had time to land.
 */
export async function settledConversation(
  db: Database,
  conversationId: number,
  settleMs = 300,
): Promise<{ messages: MessageRow[]; jobs: ReplyJobRow[] }> {
  await sleep(settleMs);
  const [messages, jobs] = await Promise.all([listMessages(db, conversationId), findReplyJobs(db, conversationId)]);
  return { messages, jobs };
}

/**
 * Every job finished with exactly one reply message from its provider, linked both ways; an error
 * reply goes with a failed job and its last_error, a good one with a done job; no stray replies.
 */
export function expectOneReplyPerJob({ messages, jobs }: { messages: MessageRow[]; jobs: ReplyJobRow[] }): void {
  const replies = messages.filter((message) => message.sender !== 'user');
  expect(replies).toHaveLength(jobs.length);
  for (const job of jobs) {
    const own = replies.filter((message) => message.jobId === job.id);
    expect(own, `replies to job ${job.id}`).toHaveLength(1);
    const reply = own[0] as MessageRow;
    expect(reply.sender).toBe(job.provider);
    expect(job.replyMessageId).toBe(reply.id);
    expect(job.leaseExpiresAt).toBeNull();
    if (reply.error) {
      expect(job.status).toBe('failed');
      expect(job.lastError).toEqual(expect.any(String));
    } else {
      expect(job.status).toBe('done');
      expect(job.lastError).toBeNull();
    }
  }
}
