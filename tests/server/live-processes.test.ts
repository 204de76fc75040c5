import { expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import { openLive } from '#tests/helpers/live-client';
import { postJson, signInTo, useServerProcesses, waitUntilNoReplyInProgress } from '#tests/helpers/server-processes';

const processes = useServerProcesses();

const question = 'Walk me slowly through the water cycle, from the sea to the clouds and back again';
const answer = `OpenAI (gpt-4o) answers: ${question}`;

// On PostgreSQL: two processes, the reply produced by one streams to a browser connected to the
// other, and the producer is killed mid-stream. On PGlite (one process per folder): the process
// is killed mid-stream and started again, and the browser resumes on it.
it('streams a reply across processes, and a producer killed mid-stream still ends in exactly one reply', async () => {
  processes.openai.alwaysFail({ kind: 'drip', delayMs: 80 });
  const producer = await processes.start();
  const watcher = processes.database.url ? await processes.start() : producer;

  const cookie = await signInTo(watcher.url, 'live@example.com');
  const conversation = await postJson<{ id: number }>(`${producer.url}/api/conversations`, cookie, {
    title: 'Across processes',
  });
  const live = await openLive(watcher.url, conversation.id, { cookie });
  await live.waitFor((event) => event.event === 'snapshot');

  const sent = await postJson<{ messageId: number }>(`${producer.url}/api/chat`, cookie, {
    message: question,
    conversationId: conversation.id,
    models: ['openai'],
  });
  // Sent in the producer's one statement, which leaves the message out: the watcher reads it.
  const { data: asked } = await live.waitFor((event) => event.event === 'message');
  expect(asked.message).toMatchObject({ id: sent.messageId, sender: 'user', content: question });
  const { data: started } = await live.waitFor((event) => event.event === 'reply');
  await live.waitFor((event) => event.event === 'delta' && event.data.offset > 20);
  const before = live.replyText(started.jobId);
  expect(answer.startsWith(before)).toBe(true);

  producer.server.child.kill('SIGKILL');
  await producer.server.exited;

  let resumed = live;
  let survivor = watcher.url;
  if (!processes.database.url) {
    // The browser's EventSource reconnects on its own with the last id; here, by hand.
    survivor = (await processes.start()).url;
    resumed = await openLive(survivor, conversation.id, { cookie, lastEventId: live.lastEventId() });
  }
  const done = await resumed.waitFor((event) => event.event === 'done', 30_000);
  expect(done.data.message).toMatchObject({ sender: 'openai', error: false, content: answer });
  if (processes.database.url) expect(live.replyText(started.jobId)).toBe(answer);

  await waitUntilNoReplyInProgress(survivor, cookie, conversation.id);
  const stored = await fetch(`${survivor}/api/conversations/${conversation.id}`, { headers: { cookie } });
  const replies = ((await stored.json()) as Message[]).filter((message) => message.id > sent.messageId);
  expect(replies.map((message) => [message.sender, message.content])).toEqual([['openai', answer]]);
  live.close();
  resumed.close();
}, 120_000);
