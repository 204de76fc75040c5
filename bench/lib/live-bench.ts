import fs from 'node:fs';
import type { DatabaseTarget } from '#bench/lib/databases';
import type { BenchFakes } from '#bench/lib/fakes';
import { type ChannelPoint, runChannels } from '#bench/lib/live-channels';
import { type ChunkLatency, runLatency } from '#bench/lib/live-latency';
import { LOAD_ENV } from '#bench/lib/load-env';
import { addProblems, type LogProblems, noProblems, scanLog } from '#bench/lib/log-problems';
import type { BenchOptions } from '#bench/lib/options';
import type { SignedInUser } from '#bench/lib/polling';
import type { SeededUser } from '#bench/lib/seed';
import { type BenchServer, startBenchServer } from '#bench/lib/server-child';
import { signInAll } from '#bench/lib/sign-in';
import { LIVE_CHANNELS_PER_USER } from '#shared/api/live';

export interface LiveResult {
  channels: ChannelPoint[];
  latency: ChunkLatency[];
  logProblems: LogProblems;
}

// Sockets besides the streams: database, fakes, log, IPC, the load generator's own.
const SPARE_FILES = 1000;

/** This process's open-file limit (its children inherit it); Node has raised the soft one to the hard one. */
function openFileLimit(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3]);
  return Number.isFinite(soft) ? soft : Number.POSITIVE_INFINITY;
}

/** The channel counts this machine's file limit allows: each stream is a socket here and one in the server. */
export function channelCounts(options: BenchOptions): { counts: number[]; skipped: number[] } {
  const limit = openFileLimit();
  const fits = (count: number) => count + SPARE_FILES <= limit;
  return { counts: options.channelCounts.filter(fits), skipped: options.channelCounts.filter((count) => !fits(count)) };
}

export function watcherCount(options: BenchOptions): number {
  return Math.ceil(Math.max(...options.channelCounts) / LIVE_CHANNELS_PER_USER);
}

async function postChat(baseUrl: string, user: SignedInUser, message: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversationId: user.conversationId, models: ['openai'] }),
  });
  if (!response.ok) throw new Error(`POST /api/chat answered ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const userOf = (index: number) => Math.floor(index / LIVE_CHANNELS_PER_USER);

/**
 * A fresh server on the already-seeded database, its OpenAI provider the chunk fake: first the
 * open channels (so that its idle RSS is not yet grown by other work), then the chunk latency;
 * on PostgreSQL with a second process watching the same conversation.
 */
export async function runLiveBench(
  options: BenchOptions,
  target: DatabaseTarget,
  fakes: BenchFakes,
  workDir: string,
  watchers: SeededUser[],
): Promise<LiveResult> {
  const env = {
    ...target.serverEnv,
    ...fakes.liveEnv,
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
    ...LOAD_ENV,
  };
  const { counts } = channelCounts(options);
  const servers: BenchServer[] = [await startBenchServer({ target: 'app', workDir, env, exposeGc: true })];
  const [server] = servers as [BenchServer];
  try {
    const needed = watchers.slice(0, Math.max(1, userOf(Math.max(0, ...counts) - 1) + 1));
    const cookies = await signInAll(
      server.url,
      needed.map((user) => user.email),
    );
    const users = needed.map((user, index): SignedInUser => ({ ...user, cookie: cookies[index] as string }));
    const answeredBefore = fakes.chunks.answered();
    let posted = 0;

    const channels = await runChannels(
      {
        server,
        channel: (index) => {
          const user = users[userOf(index)] as SignedInUser;
          const url = `${server.url}/api/conversations/${user.conversationId}/events`;
          return { url, headers: { cookie: user.cookie } };
        },
        burst: async (connections) => {
          const posting = users.slice(0, userOf(connections - 1) + 1);
          posted += posting.length;
          await Promise.all(posting.map((user) => postChat(server.url, user, 'One more thing.')));
          return { userOf };
        },
      },
      counts,
    );
    // The burst's replies (short, instant answers) finish, and the closed streams are let go, before
    // anything is timed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const deadline = performance.now() + 60_000;
    while (fakes.chunks.answered() < answeredBefore + posted && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    if (target.kind === 'postgres') servers.push(await startBenchServer({ target: 'app', workDir, env }));
    const streamer = users[0] as SignedInUser;
    const latency = await runLatency(
      fakes.chunks,
      {
        streams: servers.map(({ url }) => ({
          url: `${url}/api/conversations/${streamer.conversationId}/events`,
          headers: { cookie: streamer.cookie },
        })),
        ask: (question) => postChat(server.url, streamer, question),
        endsWithDone: true,
      },
      options.liveChunks,
    );
    await Promise.all(servers.map((one) => one.stop()));
    let logProblems = noProblems();
    for (const one of servers) logProblems = addProblems(logProblems, await scanLog(one.logPath));
    return { channels, latency, logProblems };
  } finally {
    await Promise.all(servers.map((one) => one.stop()));
  }
}
