import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildClient } from '#tests/e2e/setup/app-server';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, type E2eStack, startAppStack } from '#tests/e2e/setup/app-stack';
import { assertChromiumInstalled } from '#tests/e2e/setup/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per e2e worker; a worker's files use the one at its pool id (helpers/stack.ts). */
    e2eStacks: E2eStack[];
    /** The e-mail that the servers treat as their built-in admin, created at start with e2eAdminPassword. */
    e2eAdminEmail: string;
    e2eAdminPassword: string;
  }
}

/**
 * The client built once, then one app stack (server and fakes) per worker, so that the workers'
 * files could run side by side without sharing a database or a fault (each launches its own browser). Within a
 * worker, files run one after another on its stack, as they all once did on a single one.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  // CI builds the client just before the tests, for its size check: the same build, kept.
  if (!(process.env.E2E_REUSE_BUILD === '1' && fs.existsSync('dist/client/index.html'))) await buildClient();
  // Vitest resolves but does not type it; false means one worker, whatever maxWorkers says.
  const { fileParallelism } = project.config as { fileParallelism?: boolean };
  const workers = fileParallelism === false ? 1 : Number(project.globalConfig.maxWorkers) || 1;
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startAppStack()));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    const problems = (await Promise.all(running.map((stack) => stack.stop()))).filter(Boolean);
    if (problems.length > 0) console.error(problems.join('\n\n'));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }

  project.provide(
    'e2eStacks',
    running.map((stack) => stack.stack),
  );
  project.provide('e2eAdminEmail', E2E_ADMIN_EMAIL);
  project.provide('e2eAdminPassword', E2E_ADMIN_PASSWORD);
  return stopAll;
}
