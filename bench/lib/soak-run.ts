import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from '#bench/lib/databases';
import { LOAD_ENV } from '#bench/lib/load-env';
import type { SignedInUser } from '#bench/lib/polling';
import { seedWatchers } from '#bench/lib/seed-watchers';
import { signIn, signInAll } from '#bench/lib/sign-in';
import { type Chatters, startChatters } from '#bench/lib/soak-chatters';
import { checkReplies } from '#bench/lib/soak-check';
import { startSoakCluster } from '#bench/lib/soak-cluster';
import { type Hostile, startHostile } from '#bench/lib/soak-hostile';
import { seedHostile } from '#bench/lib/soak-hostile-seed';
import { invariants } from '#bench/lib/soak-invariants';
import { scanLogsUntilShutdown } from '#bench/lib/soak-logs';
import type { SoakOptions } from '#bench/lib/soak-options';
import { type Pollers, startPollers } from '#bench/lib/soak-pollers';
import { startSoakProviders } from '#bench/lib/soak-providers';
import type { SoakResult } from '#bench/lib/soak-result';
import { waitForLive, waitForQuiet } from '#bench/lib/soak-settle';
import { waitUntil } from '#bench/lib/wait-until';

// Short, so that a job left running by the killed process is taken up again within seconds.
const LEASE_S = 5;
const SWEEP_S = 2;
const QUIET_MS = (LEASE_S + SWEEP_S + 3) * 1000;
const SETTLE_TIMEOUT_MS = 180_000;
const LIVE_TIMEOUT_MS = 30_000;
const KILL_WHEN_STREAMING = 2;
const KILL_WAIT_MS = 10_000;

async function targetFor(kind: 'pglite' | 'postgres', options: SoakOptions, workDir: string): Promise<DatabaseTarget> {
  if (kind === 'pglite') return pgliteTarget(workDir);
  const target = await postgresTarget(options.postgresUrl, workDir);
  if ('skipped' in target) throw new Error(target.skipped);
  return target;
}

/** On one database: seeds, starts the processes, runs the load with one kill and restart, settles and checks. */
export async function runSoak(kind: 'pglite' | 'postgres', options: SoakOptions): Promise<SoakResult> {
  const { log } = options;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-soak-'));
  const target = await targetFor(kind, options, workDir);
  const processes = kind === 'postgres' ? 2 : 1;
  const providers = await startSoakProviders(options.failRate, processes);
  let keepLogs = true;
  let pollers: Pollers | undefined;
  let chatters: Chatters | undefined;
  let hostile: Hostile | undefined;
  try {
    const handle = await target.open();
    const seed = async () => ({
      seeded: await seedWatchers(handle.db, options.chatters + options.pollers),
      hostileUser: options.hostile ? await seedHostile(handle.db) : undefined,
    });
    const { seeded, hostileUser } = await seed().finally(() => handle.close());
    const cluster = await startSoakCluster(
      processes,
      (slot) => ({
        ...target.serverEnv,
        ...providers.envFor(slot),
        ...LOAD_ENV,
        REPLY_LEASE_SECONDS: String(LEASE_S),
        // Enough workers for the replies asked each second, each streaming for most of a second.
        REPLY_CONCURRENCY: '32',
      }),
      workDir,
    );
    try {
      log(`  ${target.label}: ${processes} process(es) up; signing ${seeded.length} users in`);
      const cookies = await signInAll(
        cluster.urlFor(0),
        seeded.map((user) => user.email),
      );
      const users = seeded.map((user, index): SignedInUser => ({ ...user, cookie: cookies[index] as string }));
      const hostileCookie = hostileUser ? await signIn(cluster.urlFor(0), hostileUser.email) : '';
      const chatterUsers = users.slice(0, options.chatters);

      const loadAverage = os.loadavg()[0] ?? 0;
      const generatorLoop = monitorEventLoopDelay({ resolution: 10 });
      generatorLoop.enable();
      cluster.startSampling();
      const loadStartedAt = performance.now();
      pollers = startPollers(cluster, users.slice(options.chatters));
      chatters = startChatters(cluster, chatterUsers);
      if (hostileUser) hostile = startHostile(cluster, { ...hostileUser, cookie: hostileCookie });
      const elapsedS = () => (performance.now() - loadStartedAt) / 1000;
      await sleep((options.durationS / 2) * 1000);
      // A kill between replies would test nothing: it waits (briefly) for the process to be streaming some.
      await waitUntil(() => providers.inFlight(0) >= KILL_WHEN_STREAMING, KILL_WAIT_MS);
      const killedAtS = elapsedS();
      log(`  ${target.label}: ${killedAtS.toFixed(0)} s in, killing a server process (SIGKILL)`);
      const { downS } = await cluster.killAndRestart(0);
      const kill = { atS: killedAtS, downS };
      log(`  ${target.label}: restarted after ${downS.toFixed(1)} s`);
      await sleep(Math.max(0, options.durationS - elapsedS()) * 1000);
      const loadS = elapsedS();
      generatorLoop.disable();
      const callsAtLoadEnd = providers.counts().calls;
      await cluster.stopSampling();
      const loadAverageEnd = os.loadavg()[0] ?? 0;
      await Promise.all([chatters.stop(), pollers.stop(), hostile?.stop()]);

      log(`  ${target.label}: load over after ${loadS.toFixed(0)} s; settling`);
      const settleS = await waitForQuiet(providers, QUIET_MS, SETTLE_TIMEOUT_MS);
      const liveCatchUp = await waitForLive(cluster, chatterUsers, chatters.watches, LIVE_TIMEOUT_MS);
      await chatters.closeLive();
      await cluster.stop();
      const logProblems = await scanLogsUntilShutdown(cluster.incarnations);

      const checked = await target.open();
      const conversationIds = chatterUsers.map((user) => user.conversationId);
      const replies = await checkReplies(checked.db, conversationIds, chatters.asked).finally(() => checked.close());
      const result = {
        database: target.label,
        processes,
        loadStartedAt,
        loadS,
        callsAfterLoad: providers.counts().calls - callsAtLoadEnd,
        generatorLoopDelay: {
          p99Ms: Math.max(0, generatorLoop.percentile(99) / 1e6 - 10),
          maxMs: Math.max(0, generatorLoop.max / 1e6 - 10),
        },
        pollers: options.pollers,
        chatters: options.chatters,
        polls: pollers.tally,
        posts: chatters.posts,
        live: chatters.live,
        ...(hostile && {
          hostile: { tally: hostile.tally, attacks: hostile.attacks, slowReadersDropped: hostile.slowReadersDropped },
        }),
        providerCalls: providers.counts(),
        kill,
        settleS,
        liveCatchUp,
        liveReconnects: chatters.watches.reduce((sum, watch) => sum + watch.reconnects, 0),
        liveUnexpectedEnds: chatters.watches.reduce((sum, watch) => sum + watch.unexpectedEnds, 0),
        replies,
        incarnations: cluster.incarnations,
        logProblems,
        loadAverage: [loadAverage, loadAverageEnd] as [number, number],
      };
      const checks = invariants(result);
      keepLogs = checks.some((check) => !check.held);
      return { ...result, invariants: checks };
    } finally {
      await Promise.all([pollers?.stop(), chatters?.stop(), chatters?.closeLive(), hostile?.stop()]);
      await cluster.stop();
    }
  } finally {
    await providers.close();
    await target.dispose();
    if (keepLogs) log(`  server logs kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
}
