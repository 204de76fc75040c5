import type http from 'node:http';
import { type FakeServer, sendJson, startFakeServer } from '#tests/fakes/http-server';

export type Fault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Answers nothing and keeps the connection open. */
  | { kind: 'hang' }
  /** Destroys the connection without an answer. */
  | { kind: 'reset' }
  /** Answers normally after a delay. */
  | { kind: 'slow'; delayMs: number }
  /** Starts a streamed answer, then sends an error event (Anthropic's overloaded mid-stream). */
  | { kind: 'stream-error'; body: unknown }
  /** Streams the answer slowly: `delayMs` between events, as a long generation does. */
  | { kind: 'drip'; delayMs: number };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface Answer {
  text: string;
  inputTokens: number;
  outputTokens: number;
}

export interface ModelServer extends FakeServer {
  requests: RecordedRequest[];
  /** Each queued fault answers one request, in order; then requests succeed again. */
  queueFaults(...faults: Fault[]): void;
  /** Every request fails this way until cleared with null. */
  alwaysFail(fault: Fault | null): void;
}

export interface ModelProtocol {
  path: string;
  /** The answer as one JSON body. */
  respond(body: Record<string, unknown>, answer: Answer): unknown;
  /** The answer as server-sent events, each `[event name or null, data]`. */
  stream(body: Record<string, unknown>, answer: Answer): [string | null, unknown][];
  /** The stream's closing line, if the protocol has one. */
  streamEnd?: string;
  /** The last user turn of a request body. */
  lastUserText(body: Record<string, unknown>): string;
  /** A deterministic answer: its text names the provider and the question. */
  answerText(question: string, model: string): string;
}

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** A provider-compatible server on 127.0.0.1: answers deterministically, records requests, injects faults. */
export async function startModelServer(protocol: ModelProtocol): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const queued: Fault[] = [];
  let permanent: Fault | null = null;
  const hanging = new Set<http.ServerResponse>();

  const server = await startFakeServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', async () => {
      if (request.method !== 'POST' || !request.url?.endsWith(protocol.path)) {
        return sendJson(response, 404, { error: { message: 'not found' } });
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: request.url, headers: request.headers, body });
      const fault = queued.shift() ?? permanent;
      if (fault?.kind === 'status') {
        response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        return response.end(JSON.stringify(fault.body ?? { error: { message: `status ${fault.status}` } }));
      }
      if (fault?.kind === 'hang') return void hanging.add(response);
      if (fault?.kind === 'reset') return void request.socket.destroy();
      if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));

      const question = protocol.lastUserText(body);
      const text = protocol.answerText(question, String(body.model));
      const prompt = JSON.stringify(body.messages ?? '') + String(body.system ?? '');
      const answer = { text, inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(text) };
      if (!body.stream) return sendJson(response, 200, protocol.respond(body, answer));

      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = protocol.stream(body, answer);
      const cut = fault?.kind === 'stream-error' ? 2 : events.length;
      const dripMs = fault?.kind === 'drip' ? fault.delayMs : 0;
      for (const [event, data] of events.slice(0, cut)) {
        if (dripMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, dripMs));
          // The client went away (a stopped or killed worker): the rest has no one to read it.
          if (response.destroyed) return;
        }
        response.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
      }
      if (fault?.kind === 'stream-error') response.write(`event: error\ndata: ${JSON.stringify(fault.body)}\n\n`);
      else if (protocol.streamEnd) response.write(protocol.streamEnd);
      response.end();
    });
  });

  return {
    ...server,
    requests,
    queueFaults: (...faults) => queued.push(...faults),
    alwaysFail: (fault) => {
      permanent = fault;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await server.close();
    },
  };
}
