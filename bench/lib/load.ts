import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  connections: number;
  /** Answers with a 2xx status; latency and throughput count only these. */
  ok: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts, plus answers that were not 2xx. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU of this process (the load generator) during the run, as a share of one core. */
  generatorCpuPercent: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Run for this long; or, with `amount`, until that many requests are answered. */
  durationS?: number;
  amount?: number;
  /** Paced instead of closed-loop: this many requests a second in all, spread over the connections. */
  overallRate?: number;
  /** The requests connection number `index` sends, in a loop: usually one, with that user's cookie. */
  requestsFor(index: number): BenchRequest[];
}

/**
 * Closed-loop load with autocannon: each connection sends its next request when the previous one
 * is answered. Latencies are kept here in microseconds (autocannon's own histogram has 1 ms steps,
 * too coarse for the baseline).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  let nextClient = 0;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.durationS ?? 5 }),
        timeout: 10,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        setupClient: (client) => client.setRequests(options.requestsFor(nextClient++)),
      },
      (error, output) => (error ? reject(error) : resolve(output)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latencies.record(Math.max(1, Math.round(responseTimeMs * 1000)));
    });
  });
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  const ok = result['2xx'];
  return {
    connections: options.connections,
    ok,
    requestsPerSecond: ok / result.duration,
    p50Ms: latencies.count > 0 ? latencies.percentile(50) / 1000 : Number.NaN,
    p95Ms: latencies.count > 0 ? latencies.percentile(95) / 1000 : Number.NaN,
    p99Ms: latencies.count > 0 ? latencies.percentile(99) / 1000 : Number.NaN,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  };
}
