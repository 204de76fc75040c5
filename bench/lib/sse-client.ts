import http from 'node:http';

/** One frame as it arrived: its event name, its data line, and performance.now() when it was read. */
export type FrameHandler = (event: string, data: string, at: number) => void;

export interface SseClient {
  status: number;
  /** Whether the server ended the stream or the socket failed, rather than us closing it. */
  readonly dropped: boolean;
  close(): void;
}

// One socket per stream, as tabs have; no pooling limit, no keep-alive to hold them after.
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * A lean Server-Sent Events client for thousands of streams in one process: one event name and
 * one data line per frame (all our servers send), no reconnection. A refused request (404, 429)
 * resolves with its status and no frames.
 */
export function openSse(url: string, headers: Record<string, string>, onFrame: FrameHandler): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } });
    let closing = false;
    let dropped = false;
    request.once('error', reject);
    request.once('response', (response) => {
      const client: SseClient = {
        status: response.statusCode ?? 0,
        get dropped() {
          return dropped;
        },
        close: () => {
          closing = true;
          request.destroy();
        },
      };
      if (client.status !== 200) {
        response.resume();
        response.once('end', () => resolve(client));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (part: string) => {
        const at = performance.now();
        buffer += part;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const eventAt = frame.indexOf('event: ');
          if (eventAt < 0) continue;
          const dataAt = frame.indexOf('\ndata: ', eventAt);
          const event = frame.slice(eventAt + 7, dataAt < 0 ? undefined : dataAt);
          onFrame(event, dataAt < 0 ? '' : frame.slice(dataAt + 7), at);
        }
      });
      const lost = () => {
        if (!closing) dropped = true;
      };
      response.once('end', lost);
      response.once('error', lost);
      request.removeListener('error', reject);
      request.on('error', lost);
      resolve(client);
    });
  });
}

/** Runs `work` over `items`, `parallel` at a time, keeping results in order. */
export async function inLanes<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
}
