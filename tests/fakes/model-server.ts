import type http from 'node:http';
import { CONTINUE_REQUEST } from '#server/ai/continuation';
import { DEFAULT_MODEL_LISTS } from '#shared/models';
import { fuseAnswer } from '#tests/fakes/fuse-answer';
import { type FakeServer, sendJson, startFakeServer } from '#tests/fakes/http-server';
import { judgeAnswer } from '#tests/fakes/judge-answer';

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
  /**
   * Streams the answer slowly: `delayMs` between events, as a long generation does. With
   * `holdAfter`, only that many events, then the connection is held open, as by a model still at
   * work: only the client ends it.
   */
  | { kind: 'drip'; delayMs: number; holdAfter?: number }
  /** Answers only the answer's first `tokens` tokens, ended as the reply's max tokens end it. */
  | { kind: 'cut-off'; tokens: number }
  /** Streams these events instead of the answer: what a provider sends that the fake never makes up (a blocked prompt). */
  | { kind: 'events'; events: [string | null, unknown][] };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Set when the client closed the connection before the answer ended (a stop, a deadline), hung or not. */
  abandoned?: boolean;
}

export interface Answer {
  text: string;
  inputTokens: number;
  outputTokens: number;
  /** Ended by the reply's max tokens (a 'cut-off' fault), not because the model was done. */
  cutOff?: boolean;
}

/** What GET {base}/models answers; tests change the fields as they need. */
export interface ModelList {
  /** The models listed, newest first: the built-in list of the protocol's provider to start with. */
  ids: string[];
  /** Anthropic's display_name (Gemini's displayName) per id (the provider's own for the built-in ones; else the id). */
  names: Record<string, string>;
  /** Gemini's supportedGenerationMethods per id (else generateContent and countTokens); unused by the others. */
  methods: Record<string, string[]>;
  /** Anthropic's and Gemini's pages hold at most this many (and at most the request's `limit` or `pageSize`). */
  pageSize: number;
  /** Every list call fails this way until cleared with null. */
  fault: Fault | null;
  /** List calls so far, failed ones included; each page is one. */
  calls: number;
}

export interface ModelServer extends FakeServer {
  /** The chat requests (model list calls are counted in `modelList`). */
  requests: RecordedRequest[];
  modelList: ModelList;
  /** Puts the model list back as it started: the built-in models, no fault, no calls. */
  resetModelList(): void;
  /** Each queued fault answers one request, in order; then requests succeed again. */
  queueFaults(...faults: Fault[]): void;
  /** Every request fails this way until cleared with null. */
  alwaysFail(fault: Fault | null): void;
}

export interface ModelProtocol {
  path: string;
  /**
   * Instead of `path`, for an API that names the model and the streaming in the path (Gemini's
   * `/v1beta/models/{model}:streamGenerateContent`): null for a path it does not serve. The model is
   * recorded in the request's body as `model`.
   */
  route?(pathname: string): { model: string; stream: boolean } | null;
  /** The built-in model list, when not OpenAI's or Anthropic's. */
  models?: Pick<ModelList, 'ids' | 'names' | 'methods'>;
  /** One page of GET {base}/models, when not in OpenAI's or Anthropic's shape. */
  listPage?(list: ModelList, url: URL): unknown;
  /** The error body of a status fault that brings none (else `{ error: { message } }`). */
  errorBody?(status: number): unknown;
  /** How a stream-error fault's body is sent (else as an `error` event). */
  streamError?(body: unknown): string;
  /** The prompt's text, for its token count (else the body's `messages` and `system`). */
  promptText?(body: Record<string, unknown>): string;
  /** The answer as one JSON body. */
  respond(body: Record<string, unknown>, answer: Answer): unknown;
  /** The answer as server-sent events, each `[event name or null, data]`. */
  stream(body: Record<string, unknown>, answer: Answer): [string | null, unknown][];
  /** The stream's closing line, if the protocol has one. */
  streamEnd?: string;
  /** The last user turn of a request body. */
  lastUserText(body: Record<string, unknown>): string;
  /** Every turn of a request body but the system prompt, as its role and its text. */
  turnTexts(body: Record<string, unknown>): { role: 'user' | 'assistant'; text: string }[];
  /** A deterministic answer: its text names the provider and the question. */
  answerText(question: string, model: string): string;
}

/** The token count the fakes give a text: tests that check counts compute it the same way. */
export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

// Anthropic's own display names of the built-in Claude models, which differ from the ones derived from ids.
const ANTHROPIC_NAMES: Record<string, string> = {
  'claude-3-opus-20240229': 'Claude Opus 3',
  'claude-3-7-sonnet-20250219': 'Claude Sonnet 3.7',
  'claude-3-haiku-20240307': 'Claude Haiku 3',
};
const NEWEST_CREATED_S = Date.UTC(2025, 0, 1) / 1000;
const DAY_S = 24 * 60 * 60;

/** A provider-compatible server on 127.0.0.1: answers deterministically, records requests, injects faults. */
export async function startModelServer(protocol: ModelProtocol): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const queued: Fault[] = [];
  let permanent: Fault | null = null;
  const hanging = new Set<http.ServerResponse>();
  // Anthropic's Messages API is /v1/messages; any other protocol answers the list in OpenAI's shape.
  const anthropic = protocol.path === '/v1/messages';
  const initialModelList = (): ModelList => ({
    ids: [...(protocol.models?.ids ?? DEFAULT_MODEL_LISTS[anthropic ? 'claude' : 'openai'])],
    names: { ...(protocol.models?.names ?? (anthropic ? ANTHROPIC_NAMES : {})) },
    methods: structuredClone(protocol.models?.methods ?? {}),
    pageSize: 1000,
    fault: null,
    calls: 0,
  });
  const modelList = initialModelList();

  /** Answers the request when the fault decides the answer; a slow one only waits first. */
  async function answeredByFault(fault: Fault | null, request: http.IncomingMessage, response: http.ServerResponse) {
    if (fault?.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
      const body = fault.body ?? protocol.errorBody?.(fault.status) ?? { error: { message: `status ${fault.status}` } };
      response.end(JSON.stringify(body));
      return true;
    }
    if (fault?.kind === 'hang') {
      hanging.add(response);
      return true;
    }
    if (fault?.kind === 'reset') {
      request.socket.destroy();
      return true;
    }
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return false;
  }

  /** GET /v1/models, newest first: OpenAI's one list, or Anthropic's pages (`limit`, `after_id`). */
  async function answerModelList(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    modelList.calls += 1;
    if (await answeredByFault(modelList.fault, request, response)) return;
    if (protocol.listPage) return sendJson(response, 200, protocol.listPage(modelList, url));
    const { ids, names } = modelList;
    const createdAt = (index: number) => NEWEST_CREATED_S - index * DAY_S;
    if (!anthropic) {
      const data = ids.map((id, index) => ({ id, object: 'model', created: createdAt(index), owned_by: 'system' }));
      return sendJson(response, 200, { object: 'list', data });
    }
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), modelList.pageSize);
    const after = url.searchParams.get('after_id');
    const start = after ? ids.indexOf(after) + 1 : 0;
    const page = ids.slice(start, start + limit);
    sendJson(response, 200, {
      data: page.map((id, index) => ({
        type: 'model',
        id,
        display_name: names[id] ?? id,
        created_at: new Date(createdAt(start + index) * 1000).toISOString(),
      })),
      has_more: start + page.length < ids.length,
      first_id: page[0] ?? null,
      last_id: page.at(-1) ?? null,
    });
  }

  /**
   * The answer a request asks for: to its last question; asked to judge two answers, a verdict
   * (judge-answer.ts); asked to fuse them, its fused answer (fuse-answer.ts); or, asked to go on from an answer of this fake's that was cut off (decision
   * 043), the rest of that answer, as a model would go on.
   */
  function answerFor(body: Record<string, unknown>): string {
    const model = String(body.model);
    const [asked, cutOff, request] = protocol.turnTexts(body).slice(-3);
    if (request?.text === CONTINUE_REQUEST && cutOff?.role === 'assistant' && asked?.role === 'user') {
      const whole = protocol.answerText(asked.text, model);
      if (whole.startsWith(cutOff.text)) return whole.slice(cutOff.text.length);
    }
    const last = protocol.lastUserText(body);
    return judgeAnswer(last) ?? protocol.answerText(fuseAnswer(last) ?? last, model);
  }

  const server = await startFakeServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname.endsWith('/models')) return answerModelList(request, response, url);
      const routed = protocol.route
        ? protocol.route(url.pathname)
        : request.url?.endsWith(protocol.path) && { model: undefined, stream: undefined };
      if (request.method !== 'POST' || !routed) {
        return sendJson(response, 404, protocol.errorBody?.(404) ?? { error: { message: 'not found' } });
      }
      const sent = JSON.parse(raw || '{}') as Record<string, unknown>;
      const body = routed.model === undefined ? sent : { ...sent, model: routed.model };
      const recorded: RecordedRequest = { path: request.url ?? '/', headers: request.headers, body };
      requests.push(recorded);
      const fault = queued.shift() ?? permanent;
      response.on('close', () => {
        if (!response.writableFinished && fault?.kind !== 'reset') recorded.abandoned = true;
      });
      if (await answeredByFault(fault, request, response)) return;

      const whole = answerFor(body);
      const text = fault?.kind === 'cut-off' ? whole.slice(0, fault.tokens * 4) : whole;
      const prompt = protocol.promptText?.(body) ?? JSON.stringify(body.messages ?? '') + String(body.system ?? '');
      const answer = {
        text,
        inputTokens: estimateTokens(prompt),
        outputTokens: estimateTokens(text),
        cutOff: fault?.kind === 'cut-off',
      };
      if (!(routed.stream ?? body.stream)) return sendJson(response, 200, protocol.respond(body, answer));

      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = fault?.kind === 'events' ? fault.events : protocol.stream(body, answer);
      const drip = fault?.kind === 'drip' ? fault : undefined;
      const cut = fault?.kind === 'stream-error' ? 2 : (drip?.holdAfter ?? events.length);
      const dripMs = drip?.delayMs ?? 0;
      for (const [event, data] of events.slice(0, cut)) {
        if (dripMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, dripMs));
          // The client went away (a stopped or killed worker): the rest has no one to read it.
          if (response.destroyed) return;
        }
        response.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
      }
      if (drip?.holdAfter !== undefined) {
        hanging.add(response);
        return;
      }
      if (fault?.kind === 'stream-error') {
        response.write(protocol.streamError?.(fault.body) ?? `event: error\ndata: ${JSON.stringify(fault.body)}\n\n`);
      } else if (protocol.streamEnd) response.write(protocol.streamEnd);
      response.end();
    });
  });

  return {
    ...server,
    requests,
    modelList,
    resetModelList: () => Object.assign(modelList, initialModelList()),
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
