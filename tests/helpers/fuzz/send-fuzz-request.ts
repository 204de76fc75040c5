import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiRoute } from '#tests/helpers/api-routes';
import { type FuzzWorld, pickId } from '#tests/helpers/fuzz/fuzz-world';
import { percentEncode, toJsonText } from '#tests/helpers/fuzz/odd-values';
import type { FuzzRequest } from '#tests/helpers/fuzz/route-requests';
import { TEST_ORIGIN } from '#tests/helpers/test-app';
import { multipart } from '#tests/helpers/upload-fixtures';

/** `#id:N` markers replaced by ids of rows that exist in this world, of the kind the field's name says. */
function resolveIds(value: unknown, world: FuzzWorld, hint: string): unknown {
  if (typeof value === 'string') {
    const n = /^#id:(\d+)$/.exec(value)?.[1];
    return n === undefined ? value : pickId(world, Number(n), hint);
  }
  if (Array.isArray(value)) return value.map((item) => resolveIds(item, world, hint));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveIds(item, world, key)]));
  }
  return value;
}

/** A query value as text: objects as JSON (one may carry a `toString` that is no function). */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The request as app.inject takes it, with our Origin and the content type of its body. */
export function toInjection(route: ApiRoute, request: FuzzRequest, world: FuzzWorld): InjectOptions {
  // A parameter's kind is the segment before it: `/projects/:id`.
  const path = route.url.replace(/([^/]*)\/:(\w+)/g, (_, segment: string, name: string) => {
    const param = request.params[name];
    return `${segment}/${typeof param === 'object' ? param.raw : String(resolveIds(param, world, segment))}`;
  });
  const query = request.query
    .map(([key, value, encoded]) => {
      const text = encoded ? String(value) : percentEncode(asText(resolveIds(value, world, key)));
      return `${percentEncode(key)}=${text}`;
    })
    .join('&');
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (world.cookie) headers.cookie = world.cookie;
  let payload: string | Buffer | undefined;
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = toJsonText(resolveIds(request.body.value, world, ''));
  } else if (request.body.kind === 'multipart') {
    const form = multipart(request.body.parts);
    Object.assign(headers, form.headers);
    payload = form.payload;
  }
  const method = route.method as InjectOptions['method'];
  return { method, url: query ? `${path}?${query}` : path, headers, ...(payload === undefined ? {} : { payload }) };
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends it; a live channel that opens is closed at once, as a tab that goes away would. */
export async function sendFuzzRequest(app: FastifyInstance, options: InjectOptions): Promise<FuzzAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) {
    response.raw.res.destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  return { status: response.statusCode, contentType, body: await readAll(response.stream()) };
}

/** What a report shows of a request: enough to replay it by hand. */
export function describeInjection(options: InjectOptions): string {
  const payload = options.payload === undefined ? '' : String(options.payload);
  const shown = payload.length > 1_500 ? `${payload.slice(0, 1_500)}… (${payload.length} characters)` : payload;
  return `${options.method} ${options.url}\nheaders: ${JSON.stringify(options.headers)}\nbody: ${JSON.stringify(shown)}`;
}
