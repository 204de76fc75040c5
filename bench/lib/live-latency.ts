import { type ChunkProvider, chunkQuestion, MARKER } from '#bench/lib/chunk-provider';
import { openSse, type SseClient } from '#bench/lib/sse-client';
import { type Percentiles, percentiles } from '#bench/lib/stats';

/** Provider chunk → live event read by the client, at one chunk spacing. */
export interface ChunkLatency {
  intervalMs: number;
  /** Client on the process that ran the reply (or on the relay). */
  local: Percentiles;
  /** Client on another process of the same database, reached through LISTEN/NOTIFY. */
  remote?: Percentiles;
  /** Chunks the client never read as a live event. */
  lost: number;
  remoteLost?: number;
}

export interface LatencyScenario {
  /** Live streams of the conversation the replies go to: one, or one per process. */
  streams: { url: string; headers: Record<string, string> }[];
  /** Asks for one reply of the question; resolves once the request was accepted. */
  ask(question: string): Promise<void>;
  /** Whether a reply ends with a `done` event (the app) or only with its last chunk (the relay). */
  endsWithDone: boolean;
}

/** Spaced wider than the server's delta coalescing (20 ms): the bare path. Then a fast stream, coalesced. */
export const CHUNK_INTERVALS_MS = [30, 5];
const CHUNKS_PER_REPLY = 100;
const WARMUP_CHUNKS = 20;

interface Watcher {
  client: SseClient;
  /** When each chunk number was first read in an event. */
  seen: Map<number, number>;
  done: number;
  ready: boolean;
}

async function watch(stream: LatencyScenario['streams'][number]): Promise<Watcher> {
  const watcher: Watcher = { client: undefined as unknown as SseClient, seen: new Map(), done: 0, ready: false };
  watcher.client = await openSse(stream.url, stream.headers, (event, data, at) => {
    if (event === 'snapshot') watcher.ready = true;
    else if (event === 'done') watcher.done++;
    else if (event === 'delta' || event === 'reply') {
      for (const match of data.matchAll(MARKER)) {
        const number = Number(match[1]);
        if (!watcher.seen.has(number)) watcher.seen.set(number, at);
      }
    }
  });
  if (watcher.client.status !== 200) throw new Error(`${stream.url} answered ${watcher.client.status}`);
  return watcher;
}

const median = (values: number[]) => percentiles(values).p50;

/**
 * Replies of `chunks` chunks, one after the other, each chunk's latency taken from the provider's
 * send time to the first event holding it, for every stream. With two streams (two processes), the
 * one that read a reply sooner was on the process that ran it: its figures count as local.
 */
async function measure(provider: ChunkProvider, scenario: LatencyScenario, intervalMs: number, chunks: number) {
  const watchers = await Promise.all(scenario.streams.map(watch));
  const deadline = performance.now() + 10_000;
  while (!watchers.every((watcher) => watcher.ready) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const local: number[] = [];
  const remote: number[] = [];
  const lost = { local: 0, remote: 0 };
  try {
    for (let asked = -WARMUP_CHUNKS; asked < chunks; ) {
      const count = asked < 0 ? WARMUP_CHUNKS : Math.min(CHUNKS_PER_REPLY, chunks - asked);
      const first = provider.nextNumber();
      const doneBefore = watchers.map((watcher) => watcher.done);
      await scenario.ask(chunkQuestion(count, intervalMs));
      const numbers = Array.from({ length: count }, (_, index) => first + index);
      const complete = () =>
        watchers.every(
          (watcher, index) =>
            numbers.every((number) => watcher.seen.has(number)) &&
            (!scenario.endsWithDone || watcher.done > (doneBefore[index] as number)),
        );
      const wait = performance.now() + count * intervalMs + 10_000;
      while (!complete() && performance.now() < wait) await new Promise((resolve) => setTimeout(resolve, 10));
      if (asked >= 0) {
        const byWatcher = watchers.map((watcher) => {
          const values: number[] = [];
          for (const number of numbers) {
            const read = watcher.seen.get(number);
            const sent = provider.sentAt.get(number);
            if (read !== undefined && sent !== undefined) values.push(read - sent);
          }
          return { values, lost: count - values.length };
        });
        byWatcher.sort((a, b) => median(a.values) - median(b.values));
        const [first, ...others] = byWatcher;
        local.push(...(first?.values ?? []));
        lost.local += first?.lost ?? 0;
        for (const other of others) {
          remote.push(...other.values);
          lost.remote += other.lost;
        }
      }
      asked += count;
    }
  } finally {
    for (const watcher of watchers) watcher.client.close();
  }
  return { local, remote, lost };
}

export async function runLatency(
  provider: ChunkProvider,
  scenario: LatencyScenario,
  chunks: number,
): Promise<ChunkLatency[]> {
  const results: ChunkLatency[] = [];
  for (const intervalMs of CHUNK_INTERVALS_MS) {
    const { local, remote, lost } = await measure(provider, scenario, intervalMs, chunks);
    results.push({
      intervalMs,
      local: percentiles(local),
      ...(scenario.streams.length > 1 ? { remote: percentiles(remote), remoteLost: lost.remote } : {}),
      lost: lost.local,
    });
  }
  return results;
}
