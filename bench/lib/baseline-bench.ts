import { type LoadResult, runLoad } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import { startBenchServer } from '#bench/lib/server-child';
import type { ServerStats } from '#bench/lib/server-stats';

export interface PointResult {
  load: LoadResult;
  /** The server's own figures over the same seconds. */
  server: ServerStats;
}

export interface BaselineResult {
  idleRssBytes: number;
  /** By connection count: 1 (sequential) and every count another figure is compared with. */
  points: Map<number, PointResult>;
}

// The same shape as a polling request, cookie included, so that both sides parse as much.
const REQUEST = {
  path: '/api/messages/updates?conversationId=123&afterMessageId=4567',
  headers: { cookie: `pairwise_session=${'x'.repeat(43)}` },
};

/** The bare node:http server at every connection count the other figures use. */
export async function runBaseline(options: BenchOptions, workDir: string, pass: string): Promise<BaselineResult> {
  const counts = [...new Set([1, options.chatConnections, ...options.pollingConnections])].sort((a, b) => a - b);
  const server = await startBenchServer({ target: 'baseline', env: {}, workDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = await server.resetStats();
    await runLoad({ url: server.url, connections: 10, durationS: options.warmupS, requestsFor: () => [REQUEST] });
    const points = new Map<number, PointResult>();
    for (const connections of counts) {
      await server.resetStats();
      const load = await runLoad({
        url: server.url,
        connections,
        durationS: options.durationS,
        requestsFor: () => [REQUEST],
      });
      points.set(connections, { load, server: await server.resetStats() });
      console.info(`  baseline ${pass}, ${connections} connections: ${Math.round(load.requestsPerSecond)} req/s`);
    }
    return { idleRssBytes: idle.rssBytes, points };
  } finally {
    await server.stop();
  }
}

const mean = (a: number, b: number) => (a + b) / 2;

/**
 * The baseline measured before and after the app, as one: throughput and latencies averaged, the
 * higher peak RSS kept. On a shared machine the two differ; the report shows both.
 */
export function combineBaselines(before: BaselineResult, after: BaselineResult): BaselineResult {
  const points = new Map<number, PointResult>();
  for (const [connections, first] of before.points) {
    const second = after.points.get(connections);
    if (!second) {
      points.set(connections, first);
      continue;
    }
    points.set(connections, {
      load: {
        ...first.load,
        requestsPerSecond: mean(first.load.requestsPerSecond, second.load.requestsPerSecond),
        p50Ms: mean(first.load.p50Ms, second.load.p50Ms),
        p95Ms: mean(first.load.p95Ms, second.load.p95Ms),
        p99Ms: mean(first.load.p99Ms, second.load.p99Ms),
        errors: first.load.errors + second.load.errors,
      },
      server: first.server.peakRssBytes >= second.server.peakRssBytes ? first.server : second.server,
    });
  }
  return { idleRssBytes: Math.max(before.idleRssBytes, after.idleRssBytes), points };
}
