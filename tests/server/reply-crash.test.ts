import { expect, it } from 'vitest';
import {
  fetchUpdates,
  postJson,
  signInTo,
  useServerProcesses,
  waitUntilNoReplyInProgress,
} from '#tests/helpers/server-processes';
import { waitUntil } from '#tests/helpers/wait-until';

const processes = useServerProcesses();

// The real process, killed with SIGKILL while a provider call is in flight, then started again.
it('delivers a reply exactly once when the process is killed mid-reply and started again', async () => {
  processes.openai.queueFaults({ kind: 'hang' });

  const first = await processes.start();
  const cookie = await signInTo(first.url, 'crash@example.com');
  const { conversationId, messageId } = await postJson<{ conversationId: number; messageId: number }>(
    `${first.url}/api/chat`,
    cookie,
    { message: 'Survive this', models: ['openai'] },
  );
  await waitUntil(() => processes.openai.requests.length === 1, 'the provider call to start', 30_000);

  first.server.child.kill('SIGKILL');
  await first.server.exited;

  const second = await processes.start();
  const readReplies = () => fetchUpdates(second.url, cookie, conversationId, messageId);
  await waitUntil(async () => (await readReplies()).length > 0, 'the reply', 30_000);

  expect(await readReplies()).toEqual([
    expect.objectContaining({ sender: 'openai', error: false, content: expect.stringContaining('Survive this') }),
  ]);
  await waitUntilNoReplyInProgress(second.url, cookie, conversationId);
  expect(await readReplies()).toHaveLength(1);
  expect(processes.openai.requests).toHaveLength(2);
}, 120_000);
