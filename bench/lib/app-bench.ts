import type { PointResult } from '#bench/lib/baseline-bench';
import { type BrowserOpenResult, runBrowserOpen } from '#bench/lib/browser-open';
import { type ChatResult, runChat } from '#bench/lib/chat';
import type { DatabaseTarget } from '#bench/lib/databases';
import type { BenchFakes } from '#bench/lib/fakes';
import { type LiveResult, runLiveBench, watcherCount } from '#bench/lib/live-bench';
import { LOAD_ENV } from '#bench/lib/load-env';
import { addProblems, type LogProblems, scanLog } from '#bench/lib/log-problems';
import type { BenchOptions } from '#bench/lib/options';
import { runPolling, type SignedInUser } from '#bench/lib/polling';
import { type ReadResult, runReads } from '#bench/lib/reads';
import { runSearch, type SearchResult } from '#bench/lib/search-bench';
import {
  HISTORY_MESSAGES,
  LIST_CONVERSATIONS,
  POLLING_MESSAGES,
  type Seeded,
  type SeededUser,
  seedDatabase,
} from '#bench/lib/seed';
import { seedWatchers } from '#bench/lib/seed-watchers';
import { startBenchServer } from '#bench/lib/server-child';
import { signInAll } from '#bench/lib/sign-in';

export interface AppResult {
  database: string;
  seedS: number;
  signInS: number;
  idleRssBytes: number;
  polling: Map<number, PointResult>;
  chat: ChatResult;
  reads: ReadResult[];
  search: SearchResult[];
  /** The 5,000-message conversation opened in Chromium. */
  browserOpen: BrowserOpenResult;
  live: LiveResult;
  /** Warnings, errors and 5xx answers in the logs of every server of this database. */
  logProblems: LogProblems;
}

/** Seeds a fresh database, starts the real server on it and runs every server scenario. */
export async function runAppBench(
  options: BenchOptions,
  target: DatabaseTarget,
  fakes: BenchFakes,
  workDir: string,
  cpuProfileDir: string | undefined,
): Promise<AppResult> {
  const pollerCount = Math.max(...options.pollingConnections, options.chatConnections);
  let started = performance.now();
  const handle = await target.open();
  let seeded: Seeded;
  let watchers: SeededUser[];
  try {
    // Watchers first: the fixture's closing `analyze` covers them too.
    watchers = await seedWatchers(handle.db, watcherCount(options));
    seeded = await seedDatabase(handle.db, pollerCount);
  } finally {
    await handle.close();
  }
  const seedS = (performance.now() - started) / 1000;
  console.info(`  ${target.label}: seeded in ${seedS.toFixed(1)} s`);

  const server = await startBenchServer({
    target: 'app',
    workDir,
    cpuProfileDir,
    env: {
      ...target.serverEnv,
      ...fakes.env,
      ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
      ...LOAD_ENV,
    },
  });
  let result: Omit<AppResult, 'live' | 'logProblems'>;
  try {
    started = performance.now();
    const all = [...seeded.pollers, seeded.replier, seeded.historian];
    const cookies = await signInAll(server.url, [...all.map((user) => user.email), seeded.lister.email]);
    const signedIn = all.map((user, index): SignedInUser => ({ ...user, cookie: cookies[index] as string }));
    const listerCookie = cookies.at(-1) as string;
    const signInS = (performance.now() - started) / 1000;
    const pollers = signedIn.slice(0, seeded.pollers.length);
    const replier = signedIn.at(-2) as SignedInUser;
    const historian = signedIn.at(-1) as SignedInUser;
    const small = pollers[0] as SignedInUser;

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = await server.resetStats();
    const polling = await runPolling(options, server, pollers, target.label);
    const reads = await runReads(options, server, [
      {
        label: `GET /api/conversations/:id, ${POLLING_MESSAGES} messages`,
        path: `/api/conversations/${small.conversationId}`,
        cookie: small.cookie,
      },
      {
        label: `GET /api/conversations/:id, ${HISTORY_MESSAGES.toLocaleString('en')} messages`,
        path: `/api/conversations/${historian.conversationId}`,
        cookie: historian.cookie,
      },
      {
        label: `GET /api/conversations/:id/messages, newest page of ${HISTORY_MESSAGES.toLocaleString('en')}`,
        path: `/api/conversations/${historian.conversationId}/messages`,
        cookie: historian.cookie,
      },
      { label: 'GET /api/conversations, 1 conversation', path: '/api/conversations', cookie: historian.cookie },
      {
        label: `GET /api/conversations, ${LIST_CONVERSATIONS.toLocaleString('en')} conversations`,
        path: '/api/conversations',
        cookie: listerCookie,
      },
    ]);
    const search = await runSearch(options, server, listerCookie);
    console.info(`  ${target.label}: opening ${HISTORY_MESSAGES.toLocaleString('en')} messages in Chromium`);
    const { cookie, conversationId, lastMessageId } = historian;
    const browserOpen = await runBrowserOpen(
      { baseUrl: server.url, cookie, conversationId, lastMessageId },
      options.browserSamples,
    );
    if (!browserOpen.available) console.info(`    not measured: ${browserOpen.reason}`);
    // Last: it adds messages to the polling users' conversations, and leaves a queue to drain.
    const chat = await runChat(options, server, fakes, pollers, replier);
    console.info(`  ${target.label} chat: ${Math.round(chat.post.load.requestsPerSecond)} req/s`);
    result = {
      database: target.label,
      seedS,
      signInS,
      idleRssBytes: idle.rssBytes,
      polling,
      chat,
      reads,
      search,
      browserOpen,
    };
  } finally {
    await server.stop();
  }
  console.info(`  ${target.label} live channels`);
  const live = await runLiveBench(options, target, fakes, workDir, watchers);
  return { ...result, live, logProblems: addProblems(await scanLog(server.logPath), live.logProblems) };
}
