import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '#shared/api/messages';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { DOCX_TEXT, SAMPLES } from '#tests/helpers/attachments';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { readDockerfile, type Stage } from '#tests/helpers/dockerfile';
import { REPO_ROOT } from '#tests/helpers/markdown-links';
import { serverNodeFlags } from '#tests/helpers/server-node-flags';
import {
  listeningUrl,
  SERVER_PROCESS_ENV,
  type ServerProcess,
  waitForOutput,
  watchServerProcess,
} from '#tests/helpers/server-process';
import { fetchUpdates, postJson, signInTo } from '#tests/helpers/server-processes';
import { fileUpload } from '#tests/helpers/upload-fixtures';
import { waitUntil } from '#tests/helpers/wait-until';
import { NODE_VERSIONS, nodeBinary } from '../../scripts/node-versions.mjs';

// No image can be built where the tests run (no Docker, no network): this acts out the Dockerfile's
// runtime stage in a clean folder outside the repository, so that nothing resolves from the
// repository's own node_modules. It copies what the stage copies, installs the production
// dependencies as its `npm ci --omit=dev` would (from the installed tree, pruned, offline), runs its
// CMD and then its HEALTHCHECK. The build stage's dist/ is stood in for by the server's build alone
// (`npm run build:server`): the web app's takes a minute, and the server serves a placeholder
// page without it.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const runtime = readDockerfile(path.join(REPO_ROOT, 'Dockerfile')).at(-1) as Stage;
let app = '';
let server: ServerProcess | undefined;

/** Runs `command` in the image's folder; fails with its output. */
function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: app, encoding: 'utf8', stdio: 'pipe' });
}

/** What `npm ci` with the stage's flags leaves, without the network: the installed tree, pruned. */
function installProductionDependencies(npmCi: string) {
  const flags = npmCi.split(/\s+/).filter((part) => part.startsWith('--'));
  expect(flags).toContain('--omit=dev');
  const modules = path.join(REPO_ROOT, 'node_modules');
  try {
    // Hard links: a second or two; a temporary folder on another file system needs a copy.
    execFileSync('cp', ['-al', modules, app], { stdio: 'pipe' });
  } catch {
    fs.rmSync(path.join(app, 'node_modules'), { recursive: true, force: true });
    execFileSync('cp', ['-a', modules, app], { stdio: 'pipe' });
  }
  run('npm', ['prune', ...flags, '--offline']);
}

/** The stage's env with its listening address on loopback and a port and data folder of this test. */
/** Each start gets a DATA_DIR of its own: an empty volume, where the build's template is unpacked (decision 052). */
function imageEnv(more: Record<string, string> = {}): Record<string, string> {
  return { ...runtime.env, ...SERVER_PROCESS_ENV, HOME: os.homedir(), DATA_DIR: path.join(app, 'data'), ...more };
}

/** The HEALTHCHECK, as Docker runs it in the container: its exit code. */
function healthcheck(port: string): Promise<number | null> {
  const [command = '', ...args] = runtime.healthcheck;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: app,
    env: imageEnv({ PORT: port }),
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

beforeAll(() => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-image-'));
  for (const copy of runtime.copies) {
    if (copy.from === undefined) {
      for (const source of copy.sources)
        fs.cpSync(path.join(REPO_ROOT, source), path.join(app, copy.destination, source));
    } else {
      // The build stage's output: only dist/ is expected from it.
      expect(copy, 'a copy from the build stage this test does not make').toMatchObject({
        sources: ['/app/dist'],
        destination: './dist',
      });
      execFileSync(process.execPath, ['scripts/build-server.mjs', '--out-dir', path.join(app, 'dist')], {
        cwd: REPO_ROOT,
        stdio: 'pipe',
      });
    }
  }
  const installs = runtime.runs.filter((command) => command.startsWith('npm ci'));
  expect(installs).toHaveLength(1);
  installProductionDependencies((installs[0] as string).split('&&')[0] as string);
});

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(app, { recursive: true, force: true });
});

it('holds the build and the production dependencies only', () => {
  expect(runtime.name).toBe('runtime');
  expect(fs.existsSync(path.join(app, 'dist/server/main.js'))).toBe(true);
  expect(fs.existsSync(path.join(app, 'src'))).toBe(false);
  expect(fs.existsSync(path.join(app, 'node_modules/fastify/package.json'))).toBe(true);
  for (const devOnly of ['vite', 'typescript', 'vitest', 'drizzle-kit', '@biomejs/biome']) {
    expect(fs.existsSync(path.join(app, 'node_modules', devOnly, 'package.json')), devOnly).toBe(false);
  }
});

it("starts with its CMD, npm start's Node options, on a new embedded database made from the build’s template, passes its HEALTHCHECK, and stops on SIGTERM", async () => {
  const [command = '', ...args] = runtime.cmd;
  expect(command).toBe('node');
  expect(args).toEqual([...serverNodeFlags(), 'dist/server/main.js']);
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: imageEnv({ HOST: '127.0.0.1', PORT: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = watchServerProcess(child);
  await waitForOutput(server, 'Pairwise is ready');
  expect(server.output()).toContain(`Creating the embedded database in ${path.join(app, 'data/db')} from its template`);
  const url = listeningUrl(server);

  const ready = await fetch(`${url}/api/health/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok' });
  const port = new URL(url).port;
  expect(await healthcheck(port)).toBe(0);

  child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
  // Nothing answers any more: the same check now fails.
  expect(await healthcheck(port)).not.toBe(0);
});

// engines promises Node 20.19+, 22 and 24 (decision 053): the tests run on the machine's Node, and
// this runs the image's folder on each other line, installed by `npm test` (scripts/node-versions.mjs).
describe.each(NODE_VERSIONS)('on Node %s', (major) => {
  let openai: ModelServer;
  let anthropic: ModelServer;
  beforeAll(async () => {
    [openai, anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
  });
  afterAll(() => Promise.all([openai.close(), anthropic.close()]));

  it('starts with the image’s CMD, signs in, sends a Word document to both fakes and gets their answers, and stops on SIGTERM', async () => {
    const binary = nodeBinary(major);
    expect(fs.existsSync(binary), `no Node ${major} at ${binary}: run node scripts/node-versions.mjs`).toBe(true);
    const child = spawn(binary, runtime.cmd.slice(1), {
      cwd: app,
      env: imageEnv({
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: path.join(app, `node-${major}`),
        ENABLE_TEST_LOGIN: 'true',
        ...fakeProviderEnv(openai.url, anthropic.url),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = watchServerProcess(child);
    await waitForOutput(server, 'Pairwise is ready');
    expect(server.output()).toContain('from its template');
    const url = listeningUrl(server);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const cookie = await signInTo(url, `node-${major}@example.com`);
    // A Word document: its text is read on a worker thread, from the build's own task module.
    const { headers, payload } = fileUpload(SAMPLES.docx.name, SAMPLES.docx.bytes);
    const uploaded = await fetch(`${url}/api/upload`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const question = `Which Node is this? ${major}`;
    const sent = await postJson<{ conversationId: number; messageId: number }>(`${url}/api/chat`, cookie, {
      message: question,
      models: ['openai', 'claude'],
      attachments: [((await uploaded.json()) as { id: number }).id],
    });
    let replies: Message[] = [];
    await waitUntil(async () => {
      replies = await fetchUpdates(url, cookie, sent.conversationId, sent.messageId);
      return replies.filter((reply) => reply.sender !== 'user').length === 2;
    }, `both replies on Node ${major}`);
    expect(replies.map((reply) => [reply.sender, reply.error]).sort()).toEqual([
      ['claude', false],
      ['openai', false],
    ]);
    expect(replies.every((reply) => reply.content.endsWith(question))).toBe(true);
    expect(JSON.stringify(openai.requests.at(-1)?.body)).toContain(DOCX_TEXT);

    child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
