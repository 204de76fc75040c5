import http from 'node:http';
import type { LiveEventName } from '#shared/api/live';

export interface ReceivedEvent {
  id: string | undefined;
  event: LiveEventName;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on.
  data: any;
}

export interface LiveClient {
  status: number;
  headers: Headers;
  /** The body of a refused request (an error as JSON); empty for a stream. */
  body: string;
  events: ReceivedEvent[];
  /** The id of the last event that had one, as a browser would send it back. */
  lastEventId(): string | undefined;
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The text of a reply as a client following the `offset` rule would hold it, from every event so far. */
  replyText(jobId: number): string;
  close(): void;
}

/**
 * A Server-Sent Events client over real HTTP, parsing frames as a browser's EventSource does, for
 * the live channel tests. The answer to a refused request (404, 429) is returned with no events.
 */
export async function openLive(
  baseUrl: string,
  conversationId: number | string,
  options: { cookie?: string; after?: number; lastEventId?: string } = {},
): Promise<LiveClient> {
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  // node:http rather than fetch: closing must end the connection at once, as a closed tab does.
  const request = http.get(`${baseUrl}/api/conversations/${conversationId}/events${query}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const isStream = headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  let body = '';
  if (!isStream) for await (const chunk of response) body += chunk;
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | undefined;
  let done = false;

  const ended = (async () => {
    if (!isStream) {
      done = true;
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of frame.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
          }
          const event = fields.get('event');
          if (!event) continue;
          const id = fields.get('id');
          if (id !== undefined) lastId = id;
          events.push({ id, event: event as LiveEventName, data: JSON.parse(fields.get('data') ?? 'null') });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Closed by us.
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    status: response.statusCode ?? 0,
    headers,
    body,
    events,
    lastEventId: () => lastId,
    ended,
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`the stream ended first; received: ${JSON.stringify(events.map((e) => e.event))}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    replyText: (jobId) => {
      let text = '';
      for (const { event, data } of events) {
        const pieces =
          event === 'snapshot'
            ? data.replies.filter((reply: { jobId: number }) => reply.jobId === jobId)
            : (event === 'reply' || event === 'delta') && data.jobId === jobId
              ? [data]
              : [];
        for (const piece of pieces) text = text.slice(0, piece.offset) + piece.text;
      }
      return text;
    },
    close: () => request.destroy(),
  };
}
