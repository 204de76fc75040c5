import { inject } from 'vitest';
import type { E2eStack } from '#tests/e2e/setup/app-stack';

/**
 * This worker's app stack. Vitest numbers a project's workers 1…maxWorkers (VITEST_POOL_ID) and
 * never runs two files on one number at once, so the files on a stack run one after another.
 */
export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const stack = stacks[slot];
  if (!stack)
    throw new Error(`no e2e stack for worker ${slot + 1} of ${stacks.length}: see tests/e2e/setup/global-setup.ts`);
  return stack;
}
