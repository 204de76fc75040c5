import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchServer } from '#bench/lib/server-child';
import { inLanes, openSse, type SseClient } from '#bench/lib/sse-client';
import { percentiles } from '#bench/lib/stats';
import { waitUntil } from '#bench/lib/wait-until';

export interface ChannelPoint {
  connections: number;
  /** Seconds to open the connections added for this point (and get each one's snapshot). */
  openS: number;
  /** Requests answered with anything but a stream, or that failed. */
  refused: number;
  rssBytes: number;
  /** (RSS with the connections − RSS idle) ÷ connections, both read after a full collection. */
  rssPerConnBytes: number;
  /** One event written to every connection: from the first to the last client reading it. */
  broadcastMs: number;
  /** Connections that did not get it within the wait. */
  broadcastMissed: number;
  burst?: BurstResult;
  /** Streams the server ended (or that failed) while we held them. */
  dropped: number;
}

/** One `message` event per user, all users posting at once (see channelsFor in live-bench.ts). */
export interface BurstResult {
  events: number;
  /** From the first POST sent to the last client reading its event. */
  totalMs: number;
  /** For each event, from the first to the last of its user's channels reading it: p99. */
  perEventSpreadP99Ms: number;
  missed: number;
}

export interface ChannelScenario {
  server: BenchServer;
  /** Where connection `index` opens its stream. */
  channel(index: number): { url: string; headers: Record<string, string> };
  /** Makes the server write one event to every stream; the app's own ping needs nothing done. */
  broadcast?(): Promise<void>;
  /** Posts one message for each user of the first `connections` streams; returns each stream's user. */
  burst?(connections: number): Promise<{ userOf(index: number): number }>;
}

interface Stream {
  client?: SseClient;
  ready: boolean;
  messageAt: number;
}

const OPEN_LANES = 64;
const WARMUP_STREAMS = 20;
// Pings come in rounds every 15 s (LIVE_PING_INTERVAL_MS); a round takes far less than this gap.
const ROUND_GAP_MS = 3000;
const BROADCAST_WAIT_MS = 35_000;

/** Readings split into rounds (one per ping, 15 s apart): each round's size and first-to-last spread. */
function rounds(times: number[]): { size: number; spreadMs: number }[] {
  const sorted = [...times].sort((a, b) => a - b);
  const found: { size: number; spreadMs: number }[] = [];
  let start = 0;
  for (let index = 1; index <= sorted.length; index++) {
    if (index < sorted.length && (sorted[index] as number) - (sorted[index - 1] as number) < ROUND_GAP_MS) continue;
    found.push({ size: index - start, spreadMs: (sorted[index - 1] as number) - (sorted[start] as number) });
    start = index;
  }
  return found;
}

/**
 * Opens streams up to each count, and at each: RSS per connection, one event to all of them, and
 * (for the app) a burst of messages. Streams stay open from one count to the next.
 */
export async function runChannels(scenario: ChannelScenario, counts: number[]): Promise<ChannelPoint[]> {
  const { server } = scenario;
  const streams: Stream[] = [];
  let pings: number[] = [];
  await warmUp(scenario);
  const idle = await server.readStats({ gc: true });
  const points: ChannelPoint[] = [];
  try {
    for (const connections of counts) {
      const started = performance.now();
      const added = Array.from({ length: connections - streams.length }, (_, offset) => streams.length + offset);
      for (const _ of added) streams.push({ ready: false, messageAt: 0 });
      const refused = await inLanes(added, OPEN_LANES, async (index) => {
        const stream = streams[index] as Stream;
        const { url, headers } = scenario.channel(index);
        const client = await openSse(url, headers, (event, _data, at) => {
          if (event === 'snapshot') stream.ready = true;
          else if (event === 'ping') pings.push(at);
          else if (event === 'message' && stream.messageAt === 0) stream.messageAt = at;
        }).catch(() => undefined);
        stream.client = client;
        return client?.status !== 200;
      });
      const open = streams.filter((stream) => stream.client?.status === 200);
      await waitUntil(() => open.every((stream) => stream.ready), 60_000);
      const openS = (performance.now() - started) / 1000;
      await sleep(1000);
      const stats = await server.readStats({ gc: true });

      pings = [];
      await scenario.broadcast?.();
      // The first round every open stream took part in: one that began before we started listening is partial.
      const complete = () => rounds(pings).find((round) => round.size >= open.length);
      await waitUntil(() => pings.length >= open.length && complete() !== undefined, BROADCAST_WAIT_MS);
      const round = complete();
      const missed = open.length - (round?.size ?? Math.max(0, ...rounds(pings).map((one) => one.size)));

      const point: ChannelPoint = {
        connections,
        openS,
        refused: refused.filter(Boolean).length,
        rssBytes: stats.rssBytes,
        rssPerConnBytes: (stats.rssBytes - idle.rssBytes) / connections,
        broadcastMs: round?.spreadMs ?? Number.NaN,
        broadcastMissed: missed,
        dropped: 0,
      };
      if (scenario.burst) point.burst = await runBurst(scenario.burst, streams, connections);
      point.dropped = streams.filter((stream) => stream.client?.dropped).length;
      points.push(point);
      console.info(
        `    ${connections} streams: opened in ${openS.toFixed(1)} s, ${Math.round(point.rssPerConnBytes / 1024)} KiB each, ` +
          `one event to all in ${point.broadcastMs.toFixed(1)} ms`,
      );
    }
  } finally {
    for (const stream of streams) stream.client?.close();
  }
  return points;
}

/** A few streams opened and closed, so that code compiled on first use does not count as per-stream memory. */
async function warmUp(scenario: ChannelScenario): Promise<void> {
  const ready = new Set<number>();
  const clients = await Promise.all(
    Array.from({ length: WARMUP_STREAMS }, (_, index) => {
      const { url, headers } = scenario.channel(index);
      return openSse(url, headers, (event) => {
        if (event === 'snapshot') ready.add(index);
      });
    }),
  );
  await waitUntil(() => ready.size === WARMUP_STREAMS, 10_000);
  for (const client of clients) client.close();
  await sleep(1000);
}

async function runBurst(
  burst: NonNullable<ChannelScenario['burst']>,
  streams: Stream[],
  connections: number,
): Promise<BurstResult> {
  for (const stream of streams) stream.messageAt = 0;
  const started = performance.now();
  const { userOf } = await burst(connections);
  const open = streams.slice(0, connections).filter((stream) => stream.client?.status === 200);
  await waitUntil(() => open.every((stream) => stream.messageAt > 0), 60_000);
  const byUser = new Map<number, number[]>();
  streams.slice(0, connections).forEach((stream, index) => {
    if (stream.messageAt === 0) return;
    const times = byUser.get(userOf(index)) ?? [];
    times.push(stream.messageAt);
    byUser.set(userOf(index), times);
  });
  const received = open.filter((stream) => stream.messageAt > 0);
  const spreads = [...byUser.values()].map((times) => Math.max(...times) - Math.min(...times));
  return {
    events: new Set(Array.from({ length: connections }, (_, index) => userOf(index))).size,
    totalMs: received.length > 0 ? Math.max(...received.map((stream) => stream.messageAt)) - started : Number.NaN,
    perEventSpreadP99Ms: percentiles(spreads).p99,
    missed: open.length - received.length,
  };
}
