import { expect, it } from 'vitest';
import { runSoak } from '#bench/lib/soak-run';

// The short form of `npm run soak`: correctness only. How fast, and how much memory, is the
// bench's to report, never a test's to assert.
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
const kind = postgresUrl ? 'postgres' : 'pglite';
const processes = postgresUrl ? 'two processes, one killed and restarted' : 'one process, killed and restarted';

it(`gives exactly one reply per provider asked and no 5xx, under load, with failing providers and a hostile user (${kind}, ${processes})`, async () => {
  const result = await runSoak(kind, {
    durationS: 30,
    databases: [kind],
    pollers: 100,
    chatters: 10,
    failRate: 0.1,
    hostile: true,
    strict: false,
    postgresUrl: postgresUrl ?? '',
    log: () => undefined,
  });

  expect(result.invariants.filter((check) => !check.held)).toEqual([]);
  // The faults did happen: replies were asked, calls failed, and the kill cut some mid-reply.
  expect(result.replies.questions).toBeGreaterThan(20);
  expect(result.providerCalls.failed500 + result.providerCalls.dropped).toBeGreaterThan(0);
  expect(result.replies.reclaimedJobs).toBeGreaterThan(0);
  // The hostile user attacked with each of its inputs, and was refused rather than served.
  for (const count of Object.values(result.hostile?.attacks ?? {})) expect(count).toBeGreaterThan(0);
  expect(result.hostile?.tally.clientErrors).toBeGreaterThan(0);
}, 240_000);
