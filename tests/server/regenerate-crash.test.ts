import { expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import {
  fetchUpdates,
  postJson,
  signInTo,
  useServerProcesses,
  waitUntilNoReplyInProgress,
} from '#tests/helpers/server-processes';
import { waitUntil } from '#tests/helpers/wait-until';

const processes = useServerProcesses();

// The real process: a regenerate is answered (its job committed), the provider call hangs, the
// process is killed with SIGKILL and started again.
it('ends a regenerate asked just before a crash in exactly one new version after restart', async () => {
  const first = await processes.start();
  const cookie = await signInTo(first.url, 'regenerate-crash@example.com');
  const { conversationId, messageId } = await postJson<{ conversationId: number; messageId: number }>(
    `${first.url}/api/chat`,
    cookie,
    { message: 'Again, please', models: ['openai'] },
  );
  const readReplies = (baseUrl: string) => fetchUpdates(baseUrl, cookie, conversationId, messageId);
  await waitUntil(async () => (await readReplies(first.url)).length > 0, 'the first reply', 30_000);
  const [original] = (await readReplies(first.url)) as [Message];

  processes.openai.queueFaults({ kind: 'hang' });
  await postJson(`${first.url}/api/messages/${original.id}/regenerate`, cookie, {});
  await waitUntil(() => processes.openai.requests.length === 2, 'the regenerate call to start', 30_000);
  first.server.child.kill('SIGKILL');
  await first.server.exited;

  const second = await processes.start();
  await waitUntil(async () => (await readReplies(second.url)).length > 1, 'the new version', 30_000);
  const versions = await readReplies(second.url);
  await waitUntilNoReplyInProgress(second.url, cookie, conversationId);
  expect(await readReplies(second.url)).toHaveLength(2);
  expect(versions).toEqual([
    expect.objectContaining({ id: original.id, active: false }),
    expect.objectContaining({ sender: 'openai', error: false, replyTo: messageId, active: true }),
  ]);
  expect(processes.openai.requests).toHaveLength(3);
}, 120_000);
