import { gzipSync } from 'node:zlib';
import { type LoadResult, runLoad } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import type { BenchServer } from '#bench/lib/server-child';

export interface ReadResult {
  label: string;
  /** Body as sent (the server does not compress), and what gzip would make of it. */
  bytes: number;
  gzipBytes: number;
  load: LoadResult;
}

export interface ReadCase {
  label: string;
  path: string;
  cookie: string;
}

/** Each read, one request at a time, `samples` times after a few unmeasured ones. */
export async function runReads(options: BenchOptions, server: BenchServer, cases: ReadCase[]): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const { label, path, cookie } of cases) {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${label}: ${path} answered ${response.status} ${body}`);
    const requestsFor = () => [{ path, headers: { cookie } }];
    await runLoad({ url: server.url, connections: 1, amount: 3, requestsFor });
    const load = await runLoad({ url: server.url, connections: 1, amount: options.samples, requestsFor });
    results.push({ label, bytes: body.length, gzipBytes: gzipSync(body).length, load });
    console.info(`    ${label}: p50 ${load.p50Ms.toFixed(1)} ms, ${body.length} bytes`);
  }
  return results;
}
