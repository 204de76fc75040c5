import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, stopServer, waitUntilServing } from '#tests/e2e/setup/app-server';
import { startFakeControl } from '#tests/e2e/setup/fake-control';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import { startFakeGemini } from '#tests/fakes/gemini';
import { startFakeGoogle } from '#tests/fakes/google';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { startServerProcess } from '#tests/helpers/server-process';

export const E2E_ADMIN_EMAIL = 'admin@pairwise.test';
export const E2E_ADMIN_PASSWORD = 'e2e admin password';

/** What one e2e worker's tests reach: its own server and fakes (see global-setup.ts). */
export interface E2eStack {
  /** Where the real server serves the built app, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The fake providers' control endpoint (see fake-control.ts). */
  fakeControlUrl: string;
}

export interface RunningStack {
  stack: E2eStack;
  /** Stops it all; answers what the server logged if it crashed or logged errors. */
  stop(): Promise<string | undefined>;
}

/**
 * The real server (`src/server/main.ts`) on a fresh embedded database, and the fakes of OpenAI,
 * Anthropic, Gemini and Google's sign-in in this process. Nothing reaches the internet: the providers and Google's
 * token check are fakes, and the browser reaches nothing beyond loopback (tests/helpers/chromium.ts).
 */
export async function startAppStack(): Promise<RunningStack> {
  const [openai, anthropic, gemini, google] = await Promise.all([
    startFakeOpenAi(),
    startFakeAnthropic(),
    startFakeGemini(),
    startFakeGoogle(),
  ]);
  const control = await startFakeControl({ openai, anthropic, gemini });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pairwise-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = startServerProcess({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ENABLE_TEST_LOGIN: 'true',
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // Google sign-in configured (its script is blocked in the browser), and the password form too.
    ...google.env,
    ENABLE_PASSWORD_LOGIN: 'true',
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: anthropic.url,
    GEMINI_API_KEY: 'gemini-test-key',
    GEMINI_BASE_URL: gemini.url,
    // Long enough for a `slow` fault to keep a typing indicator on screen without timing out.
    PROVIDER_TIMEOUT_SECONDS: '30',
    // Every test signs in afresh, all from 127.0.0.1.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  });

  const stop = async () => {
    const crashed = server.child.exitCode !== null;
    await stopServer(server);
    await Promise.all([openai.close(), anthropic.close(), gemini.close(), google.close(), control.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
    // Its warnings are expected (the fault tests provoke some); an error or a crash is worth reading.
    if (crashed || /"level":(50|60)/.test(server.output())) {
      return `The e2e server ${crashed ? 'exited early' : 'logged errors'}:\n${server.output()}`;
    }
    return undefined;
  };
  try {
    await waitUntilServing(server, baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stack: { baseUrl, fakeControlUrl: control.url }, stop };
}
