import type { ChunkProvider } from '#bench/lib/chunk-provider';
import { channelCounts, type LiveResult } from '#bench/lib/live-bench';
import { runChannels } from '#bench/lib/live-channels';
import { runLatency } from '#bench/lib/live-latency';
import { scanLog } from '#bench/lib/log-problems';
import type { BenchOptions } from '#bench/lib/options';
import { startBenchServer } from '#bench/lib/server-child';

/** The live figures' baseline: the same clients against bare node:http (bench/lib/relay-server.ts). */
export async function runRelayBench(
  options: BenchOptions,
  workDir: string,
  provider: ChunkProvider,
): Promise<LiveResult> {
  const server = await startBenchServer({
    target: 'relay',
    workDir,
    env: { PROVIDER_URL: provider.url },
    exposeGc: true,
  });
  const stream = { url: `${server.url}/events`, headers: {} };
  try {
    const channels = await runChannels(
      {
        server,
        channel: () => stream,
        broadcast: async () => {
          const response = await fetch(`${server.url}/broadcast`, { method: 'POST' });
          await response.arrayBuffer();
        },
      },
      channelCounts(options).counts,
    );
    const latency = await runLatency(
      provider,
      {
        streams: [stream],
        ask: async (question) => {
          const response = await fetch(`${server.url}/relay?question=${encodeURIComponent(question)}`, {
            method: 'POST',
          });
          await response.arrayBuffer();
        },
        endsWithDone: false,
      },
      options.liveChunks,
    );
    return { channels, latency, logProblems: await scanLog(server.logPath) };
  } finally {
    await server.stop();
  }
}
