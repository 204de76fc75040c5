import { inArray } from 'drizzle-orm';
import type { AskedQuestion } from '#bench/lib/soak-chatters';
import type { Database } from '#server/db/database';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';

/** What the database holds once the soak has settled, against what the chatters asked. */
export interface ReplyCheck {
  questions: number;
  /** Questions stored although their POST got no answer (cut by the kill). */
  storedUnanswered: number;
  replies: number;
  errorReplies: number;
  /** Jobs claimed more than once: taken up again after the kill (or a lost lease). */
  reclaimedJobs: number;
  /** A question and a provider asked with no stored reply (or no job at all). */
  lost: number;
  /** A question and a provider with more than one reply, or a reply with no job. */
  duplicated: number;
  /** Jobs still pending or running, replies from the wrong provider, jobs for providers not asked. */
  inconsistent: number;
  /** A few of the failures above, for the report. */
  samples: string[];
}

const SAMPLES = 5;

export async function checkReplies(db: Database, conversationIds: number[], asked: AskedQuestion[]) {
  const [jobs, rows] = await Promise.all([
    db.select().from(replyJobs).where(inArray(replyJobs.conversationId, conversationIds)),
    db
      .select({ id: messages.id, sender: messages.sender, error: messages.error, jobId: messages.jobId })
      .from(messages)
      .where(inArray(messages.conversationId, conversationIds)),
  ]);
  const check: ReplyCheck = {
    questions: 0,
    storedUnanswered: 0,
    replies: 0,
    errorReplies: 0,
    reclaimedJobs: jobs.filter((job) => job.claims > 1).length,
    lost: 0,
    duplicated: 0,
    inconsistent: 0,
    samples: [],
  };
  const fail = (kind: 'lost' | 'duplicated' | 'inconsistent', text: string) => {
    check[kind]++;
    if (check.samples.length < SAMPLES) check.samples.push(text);
  };

  const repliesByJob = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.sender === 'user') continue;
    check.replies++;
    if (row.error) check.errorReplies++;
    if (row.jobId === null) fail('duplicated', `reply ${row.id} belongs to no job`);
    else repliesByJob.set(row.jobId, [...(repliesByJob.get(row.jobId) ?? []), row]);
  }
  const jobsByQuestion = new Map<number, typeof jobs>();
  for (const job of jobs) {
    jobsByQuestion.set(job.userMessageId, [...(jobsByQuestion.get(job.userMessageId) ?? []), job]);
    const found = repliesByJob.get(job.id) ?? [];
    if (job.status === 'pending' || job.status === 'running') fail('inconsistent', `job ${job.id} still ${job.status}`);
    if (found.length === 0) fail('lost', `job ${job.id} (${job.provider}, question ${job.userMessageId}) has no reply`);
    if (found.length > 1) fail('duplicated', `job ${job.id} has ${found.length} replies`);
    for (const reply of found) {
      if (reply.sender !== job.provider)
        fail('inconsistent', `reply ${reply.id} of a ${job.provider} job is ${reply.sender}'s`);
    }
  }

  const questionIds = new Set(rows.filter((row) => row.sender === 'user').map((row) => row.id));
  check.questions = questionIds.size;
  const acknowledged = new Set(asked.map((question) => question.messageId));
  check.storedUnanswered = [...questionIds].filter((id) => !acknowledged.has(id)).length;
  for (const id of questionIds) {
    const providers = (jobsByQuestion.get(id) ?? []).map((job) => job.provider);
    if (providers.length === 0) fail('lost', `question ${id} has no reply job`);
    if (new Set(providers).size < providers.length)
      fail('duplicated', `question ${id} has jobs ${providers.join(', ')}`);
  }
  for (const question of asked) {
    if (!questionIds.has(question.messageId)) {
      fail('lost', `question ${question.messageId} was answered 200 but is not stored`);
      continue;
    }
    const providers = new Set((jobsByQuestion.get(question.messageId) ?? []).map((job) => job.provider));
    for (const provider of question.providers) {
      if (!providers.has(provider)) fail('lost', `question ${question.messageId} has no ${provider} job`);
    }
    for (const provider of providers) {
      if (!(question.providers as readonly string[]).includes(provider))
        fail('inconsistent', `question ${question.messageId}: ${provider} not asked`);
    }
  }
  return check;
}
