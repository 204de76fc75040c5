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

// The real process, killed with SIGKILL while a provider call is in flight, then started again.
it('delivers a reply exactly once when the process is killed mid-reply and started again', async () => {
  processes.openai.queueFaults({ kind: 'hang' });
  const writeHeaders = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

  const first = await startServer();
  const login = await fetch(`${first}/api/test-login`, {
    method: 'POST',
    headers: writeHeaders,
    body: JSON.stringify({ email: 'crash@example.com' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sent = await fetch(`${first}/api/chat`, {
    method: 'POST',
    headers: { ...writeHeaders, cookie },
    body: JSON.stringify({ message: 'Survive this', models: ['openai'] }),
  });
  expect(sent.status).toBe(200);
  const { conversationId, messageId } = (await sent.json()) as { conversationId: number; messageId: number };
  await until('the provider call to start', async () => (processes.openai.requests.length === 1 ? true : undefined));

  const crashed = started[0] as ServerProcess;
  crashed.child.kill('SIGKILL');
  await crashed.exited;

  const second = await startServer();
  const readReplies = async () => {
    const response = await fetch(
      `${second}/api/messages/updates?conversationId=${conversationId}&afterMessageId=${messageId}`,
      { headers: { cookie } },
    );
    return (await response.json()) as Message[];
  };
  const replies = await until('the reply', async () => {
    const found = await readReplies();
    return found.length > 0 ? found : undefined;
  });

  expect(replies).toEqual([
    expect.objectContaining({ sender: 'openai', error: false, content: expect.stringContaining('Survive this') }),
  ]);
  // Give a second worker pass the chance to write a duplicate, then check that none appeared.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await readReplies()).toHaveLength(1);
  expect(processes.openai.requests).toHaveLength(2);
}, 120_000);
