import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient, findFreePort, stopServer, waitUntilServing } from '#tests/e2e/setup/app-server';
import { assertChromiumInstalled } from '#tests/e2e/setup/chromium';
import { startFakeControl } from '#tests/e2e/setup/fake-control';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import { startFakeGoogle } from '#tests/fakes/google';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { startServerProcess } from '#tests/helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server serves the built app, e.g. http://127.0.0.1:41234. */
    e2eBaseUrl: string;
    /** The fake providers' control endpoint (see fake-control.ts). */
    e2eFakeControlUrl: string;
    /** The e-mail that the server treats as its built-in admin, created at start with e2eAdminPassword. */
    e2eAdminEmail: string;
    e2eAdminPassword: string;
  }
}

const E2E_ADMIN_EMAIL = 'admin@pairwise.test';
const E2E_ADMIN_PASSWORD = 'e2e admin password';

/**
 * One app for the whole e2e run: the client built once, the fakes of OpenAI, Anthropic and Google
 * in this process, and the real server (`src/server/main.ts`) on a fresh embedded database.
 * Nothing reaches the internet: the providers and Google's token check are fakes, and the browser
 * helper blocks every other origin.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  await buildClient();
  const [openai, anthropic, google] = await Promise.all([startFakeOpenAi(), startFakeAnthropic(), startFakeGoogle()]);
  const control = await startFakeControl({ openai, anthropic });
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
    // Long enough for a `slow` fault to keep a typing indicator on screen without timing out.
    PROVIDER_TIMEOUT_SECONDS: '30',
    // Every test signs in afresh, all from 127.0.0.1.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  });

  const closeFakes = () => Promise.all([openai.close(), anthropic.close(), google.close(), control.close()]);
  try {
    await waitUntilServing(server, baseUrl);
  } catch (error) {
    await stopServer(server);
    await closeFakes();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eFakeControlUrl', control.url);
  project.provide('e2eAdminEmail', E2E_ADMIN_EMAIL);
  project.provide('e2eAdminPassword', E2E_ADMIN_PASSWORD);

  return async () => {
    const crashed = server.child.exitCode !== null;
    await stopServer(server);
    await closeFakes();
    await fs.rm(dataDir, { recursive: true, force: true });
    // Its warnings are expected (the fault tests provoke some); an error or a crash is worth reading.
    if (crashed || /"level":(50|60)/.test(server.output())) {
      console.error(`The e2e server ${crashed ? 'exited early' : 'logged errors'}:\n${server.output()}`);
    }
  };
}
