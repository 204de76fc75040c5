import { expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import type { ServerProcess } from '#tests/helpers/server-process';
import { useServerProcesses } from '#tests/helpers/server-processes';

const processes = useServerProcesses();
const started: ServerProcess[] = [];

async function startServer(): Promise<string> {
  const { url, server } = await processes.start();
  started.push(server);
  return url;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The real process: a regenerate is answered (its job committed), the provider call hangs, the
// process is killed with SIGKILL and started again.
it('ends a regenerate asked just before a crash in exactly one new version after restart', async () => {
  const writeHeaders = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
  const first = await startServer();
  const login = await fetch(`${first}/api/test-login`, {
    method: 'POST',
    headers: writeHeaders,
    body: JSON.stringify({ email: 'regenerate-crash@example.com' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sent = await fetch(`${first}/api/chat`, {
    method: 'POST',
    headers: { ...writeHeaders, cookie },
    body: JSON.stringify({ message: 'Again, please', models: ['openai'] }),
  });
  expect(sent.status).toBe(200);
  const { conversationId, messageId } = (await sent.json()) as { conversationId: number; messageId: number };
  const readReplies = async (base: string) => {
    const response = await fetch(
      `${base}/api/messages/updates?conversationId=${conversationId}&afterMessageId=${messageId}`,
      { headers: { cookie } },
    );
    return (await response.json()) as Message[];
  };
  const [original] = await until('the first reply', async () => {
    const found = await readReplies(first);
    return found.length > 0 ? found : undefined;
  });

  processes.openai.queueFaults({ kind: 'hang' });
  const asked = await fetch(`${first}/api/messages/${original?.id}/regenerate`, {
    method: 'POST',
    headers: { ...writeHeaders, cookie },
    body: JSON.stringify({}),
  });
  expect(asked.status).toBe(200);
  await until('the regenerate call to start', async () => (processes.openai.requests.length === 2 ? true : undefined));
  const crashed = started[0] as ServerProcess;
  crashed.child.kill('SIGKILL');
  await crashed.exited;

  const second = await startServer();
  const versions = await until('the new version', async () => {
    const found = await readReplies(second);
    return found.length > 1 ? found : undefined;
  });
  // Give a second worker pass the chance to write a duplicate, then check that none appeared.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await readReplies(second)).toHaveLength(2);
  expect(versions).toEqual([
    expect.objectContaining({ id: original?.id, active: false }),
    expect.objectContaining({ sender: 'openai', error: false, replyTo: messageId, active: true }),
  ]);
  expect(processes.openai.requests).toHaveLength(3);
}, 120_000);
