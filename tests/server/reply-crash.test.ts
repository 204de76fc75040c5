import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { listeningUrl, type ServerProcess, startServerProcess, waitForOutput } from '#tests/helpers/server-process';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';

let openai: ModelServer;
let database: TestDatabase;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  openai = await startFakeOpenAi();
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-crash-'));
});

afterAll(async () => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(processes.map((server) => server.exited));
  await Promise.all([openai.close(), database.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<string> {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ENABLE_TEST_LOGIN: 'true',
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    REPLY_LEASE_SECONDS: '1',
  });
  processes.push(server);
  await waitForOutput(server, 'Pairwise is ready');
  return listeningUrl(server);
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
  openai.queueFaults({ kind: 'hang' });
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
  await until('the provider call to start', async () => (openai.requests.length === 1 ? true : undefined));

  const crashed = processes[0] as ServerProcess;
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
  expect(openai.requests).toHaveLength(2);
}, 120_000);
