import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type LoadResult, runLoad } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import { rawGet } from '#bench/lib/raw-get';
import type { BenchServer } from '#bench/lib/server-child';

/** What a browser sends: the server picks brotli, or gzip for a client without it. */
export const ACCEPT_ENCODING = 'br, gzip';

export interface ReadResult {
  label: string;
  /** The body as JSON, uncompressed: what a client that accepts no encoding gets. */
  bytes: number;
  /** The body as sent to a client accepting `br, gzip`, and the encoding the server chose ('' for none). */
  wireBytes: number;
  encoding: string;
  /** One request at a time, without Accept-Encoding, then with it. */
  load: LoadResult;
  compressedLoad: LoadResult;
}

export interface ReadCase {
  label: string;
  path: string;
  cookie: string;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The plain and the compressed answer; fails unless both are 200 and decode to the same bytes. */
export async function fetchBoth(url: string, cookie: string) {
  const plain = await rawGet(url, { cookie });
  const compressed = await rawGet(url, { cookie, 'accept-encoding': ACCEPT_ENCODING });
  const encoding = compressed.headers['content-encoding'] ?? '';
  if (plain.status !== 200 || compressed.status !== 200) {
    return { status: plain.status === 200 ? compressed.status : plain.status, plain, compressed, encoding };
  }
  if (!decode(compressed.body, encoding).equals(plain.body)) {
    throw new Error(`${url}: the ${encoding} answer does not decode to the plain one`);
  }
  return { status: 200, plain, compressed, encoding };
}

/** `samples` answers one at a time, after a few unmeasured ones. */
export async function sequentialLoad(
  options: BenchOptions,
  server: BenchServer,
  path: string,
  headers: Record<string, string>,
): Promise<LoadResult> {
  const requestsFor = () => [{ path, headers }];
  await runLoad({ url: server.url, connections: 1, amount: 3, requestsFor });
  return runLoad({ url: server.url, connections: 1, amount: options.samples, requestsFor });
}

/** Each read, plain and then compressed, one request at a time. */
export async function runReads(options: BenchOptions, server: BenchServer, cases: ReadCase[]): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const { label, path, cookie } of cases) {
    const { status, plain, compressed, encoding } = await fetchBoth(`${server.url}${path}`, cookie);
    if (status !== 200) throw new Error(`${label}: ${path} answered ${status} ${plain.body}`);
    const load = await sequentialLoad(options, server, path, { cookie });
    const compressedLoad = await sequentialLoad(options, server, path, { cookie, 'accept-encoding': ACCEPT_ENCODING });
    results.push({
      label,
      bytes: plain.body.length,
      wireBytes: compressed.body.length,
      encoding,
      load,
      compressedLoad,
    });
    console.info(
      `    ${label}: p50 ${load.p50Ms.toFixed(1)} ms plain, ${compressedLoad.p50Ms.toFixed(1)} ms ${encoding || 'uncompressed'}; ` +
        `${plain.body.length} → ${compressed.body.length} bytes`,
    );
  }
  return results;
}
