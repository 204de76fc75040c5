// Starts a server under measurement: the real app (`src/server/main.ts`) or a bare baseline, with an
// event-loop delay histogram, peak RSS and CPU time kept here and read by the bench over IPC.
// Nothing in the server's own code changes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerStats, StatsReply, StatsRequest } from '#bench/lib/server-stats';

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

let peakRss = process.memoryUsage.rss();
let cpuSince = process.cpuUsage();
let wallSince = performance.now();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100).unref();

// The histogram holds the intervals between timer callbacks: the delay is what exceeds the interval.
const delayMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);

function read(): ServerStats {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  const cpu = process.cpuUsage(cpuSince);
  const wallMs = performance.now() - wallSince;
  return {
    rssBytes: rss,
    heapUsedBytes: heapUsed,
    peakRssBytes: peakRss,
    eventLoopDelay: {
      p50Ms: delayMs(histogram.percentile(50)),
      p99Ms: delayMs(histogram.percentile(99)),
      maxMs: delayMs(histogram.max),
    },
    cpuPercent: wallMs > 0 ? ((cpu.user + cpu.system) / 1000 / wallMs) * 100 : 0,
  };
}

process.on('message', (message: StatsRequest) => {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass only queues what has finalizers.
  if (message.gc && gc) for (let pass = 0; pass < 2; pass++) gc();
  const reply: StatsReply = { id: message.id, stats: read() };
  if (message.type === 'reset') {
    histogram.reset();
    peakRss = process.memoryUsage.rss();
    cpuSince = process.cpuUsage();
    wallSince = performance.now();
  }
  process.send?.(reply);
});
// The IPC channel must not keep a server alive that has decided to exit.
process.channel?.unref();

if (process.argv[2] === 'baseline') {
  await import('#bench/lib/baseline-server');
} else if (process.argv[2] === 'relay') {
  await import('#bench/lib/relay-server');
} else {
  await import('#server/main');
}
