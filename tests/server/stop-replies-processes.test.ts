import { expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import { openLive } from '#tests/helpers/live-client';
import { postJson, signInTo, useServerProcesses, waitUntilNoReplyInProgress } from '#tests/helpers/server-processes';
import { waitUntil } from '#tests/helpers/wait-until';

const processes = useServerProcesses();

const question =
  'Tell me, one careful sentence after another, how a river carves a canyon over a million years of ' +
  'floods, frosts, droughts and slow uplift of the plateau around it';
const answer = `OpenAI (gpt-4o) answers: ${question}`;

// On PostgreSQL the reply runs in process A and the stop is asked of process B: the stop travels
// through the bus (NOTIFY) to A, which aborts its call. On PGlite (one process per data folder) A
// is asked itself.
it('stops a reply running in another process, which keeps its text so far', async () => {
  // A few words, then the answer holds, however long process B takes to start on a busy machine.
  processes.openai.alwaysFail({ kind: 'drip', delayMs: 200, holdAfter: 12 });
  const a = await processes.start();
  const cookie = await signInTo(a.url, 'stopper@example.com');
  const sent = await postJson<{ conversationId: number; messageId: number }>(`${a.url}/api/chat`, cookie, {
    message: question,
    models: ['openai'],
  });
  // A claimed the job before B exists: the reply can only be running in A.
  await waitUntil(() => processes.openai.requests.length === 1, 'process A called OpenAI');
  const b = processes.database.url ? await processes.start() : a;
  const conversationUrl = `${b.url}/api/conversations/${sent.conversationId}`;
  const replies = async () =>
    ((await (await fetch(conversationUrl, { headers: { cookie } })).json()) as Message[]).filter(
      (message) => message.sender !== 'user',
    );
  expect(await replies()).toEqual([]);
  // Some text has come (B hears it from A through the bus): the stop comes mid-reply.
  const live = await openLive(b.url, sent.conversationId, { cookie });
  const { data: snapshot } = await live.waitFor((event) => event.event === 'snapshot');
  const jobId = snapshot.replies[0]?.jobId as number;
  await waitUntil(() => live.replyText(jobId).length >= 30, 'some text streamed', 20_000);
  const before = live.replyText(jobId);

  expect(await postJson(`${b.url}/api/messages/${sent.messageId}/stop`, cookie, {})).toEqual({ stopped: 1 });
  // Within the wait: the held call would otherwise end only at its deadline, two minutes away.
  await waitUntil(async () => (await replies()).length > 0, 'the stopped reply is stored', 20_000);

  await waitUntilNoReplyInProgress(b.url, cookie, sent.conversationId);
  const [reply, ...others] = await replies();
  expect(others).toEqual([]);
  expect(reply).toMatchObject({ sender: 'openai', stopped: true, error: false, usageEstimated: true });
  expect(reply?.content.startsWith(before)).toBe(true);
  expect(answer.startsWith(reply?.content ?? '-')).toBe(true);
  expect(reply?.content.length).toBeLessThan(answer.length);
  expect(processes.openai.requests).toHaveLength(1);
  live.close();
}, 120_000);
