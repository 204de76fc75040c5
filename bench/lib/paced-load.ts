import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';
import type { BenchRequest, LoadResult } from '#bench/lib/load';

export interface PacedLoadOptions {
  url: string;
  connections: number;
  durationS: number;
  /** Requests a second in all, evenly spaced, dealt to the connections in turn. */
  rate: number;
  /** The requests connection number `index` sends, in a loop: usually one, with that user's cookie. */
  requestsFor(index: number): BenchRequest[];
}

interface Lane {
  agent: http.Agent;
  requests: BenchRequest[];
  next: number;
  /** The answer the lane's one socket is waiting for: a request due meanwhile waits behind it. */
  busy: Promise<void>;
}

const TIMEOUT_MS = 10_000;

/**
 * Open-loop load: one request every 1/rate s, whatever the server does, each on the next
 * connection in turn (keep-alive, one socket each). autocannon's `overallRate` sends each
 * connection's share of a second back to back at the top of the second, so every second began
 * with all connections asking at once and the latencies measured that burst's queue, not the rate.
 * Latency counts from when a request was due, so one that waited for its connection counts its wait.
 */
export async function runPacedLoad(options: PacedLoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  const lanes: Lane[] = Array.from({ length: options.connections }, (_, index) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    requests: options.requestsFor(index),
    next: 0,
    busy: Promise.resolve(),
  }));
  const tally = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
  const intervalMs = 1000 / options.rate;
  const total = Math.round(options.durationS * options.rate);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const dueAt = started + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const lane = lanes[index % lanes.length] as Lane;
    const request = lane.requests[lane.next++ % lane.requests.length] as BenchRequest;
    lane.busy = lane.busy.then(() =>
      send(options.url, lane.agent, request).then(
        (status) => {
          if (status >= 200 && status < 300) {
            tally.ok++;
            latencies.record(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
          } else tally.non2xx++;
        },
        (error: Error) => {
          if (error.message === 'timeout') tally.timeouts++;
          tally.errors++;
        },
      ),
    );
    sent.push(lane.busy);
  }
  await Promise.all(sent);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  for (const lane of lanes) lane.agent.destroy();
  const percentile = (p: number) => (latencies.count > 0 ? latencies.percentile(p) / 1000 : Number.NaN);
  return {
    connections: options.connections,
    ok: tally.ok,
    requestsPerSecond: tally.ok / options.durationS,
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
    errors: tally.errors + tally.non2xx,
    timeouts: tally.timeouts,
    non2xx: tally.non2xx,
    generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  };
}

function send(baseUrl: string, agent: http.Agent, request: BenchRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      { method: request.method ?? 'GET', headers: request.headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}
