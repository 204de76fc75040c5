import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyCounts {
  calls: number;
  /** Answered 500 without reaching the provider. */
  failed500: number;
  /** Forwarded, then the connection cut after the first part of the streamed answer. */
  dropped: number;
}

export interface FaultyProxy {
  url: string;
  counts: ProxyCounts;
  /** Calls whose answer has not ended yet. */
  inFlight(): number;
  /** performance.now() of the last call received. */
  lastCallAt(): number;
  close(): Promise<void>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * A provider as seen through a bad network: forwards calls to `upstream`, but a share `failRate`
 * of them fails, half with an HTTP 500, half with the connection dropped once the answer started.
 */
export async function startFaultyProxy(upstream: string, failRate: number): Promise<FaultyProxy> {
  const counts: ProxyCounts = { calls: 0, failed500: 0, dropped: 0 };
  const open = new Set<http.ServerResponse>();
  let lastCallAt = 0;
  const target = new URL(upstream);

  const server = http.createServer((request, response) => {
    counts.calls++;
    lastCallAt = performance.now();
    open.add(response);
    response.once('close', () => open.delete(response));
    const roll = Math.random();
    if (roll < failRate / 2) {
      counts.failed500++;
      request.resume();
      response.writeHead(500, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify({ error: { message: 'soak: injected server error', type: 'api_error' } }),
      );
    }
    const drop = roll < failRate;
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!drop) return void answer.pipe(response);
        counts.dropped++;
        answer.once('data', (part: Buffer) => {
          response.write(part);
          // Mid-stream: the provider's first events are out, the rest never comes.
          setTimeout(() => {
            answer.destroy();
            response.socket?.destroy();
          }, 20);
        });
      },
    );
    forward.once('error', () => response.socket?.destroy());
    response.once('close', () => {
      if (!response.writableFinished) forward.destroy();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    inFlight: () => open.size,
    lastCallAt: () => lastCallAt,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
