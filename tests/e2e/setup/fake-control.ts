import { type FakeServer, sendJson, startFakeServer } from '#tests/fakes/http-server';
import type { Fault, ModelServer } from '#tests/fakes/model-server';

export type FakeProvider = 'openai' | 'anthropic' | 'gemini';
const FAKE_PROVIDERS: readonly string[] = ['openai', 'anthropic', 'gemini'] satisfies FakeProvider[];

/**
 * The fake providers live in Vitest's main process (global setup) while tests run in workers, so
 * tests reach them through this small HTTP endpoint on 127.0.0.1:
 *   PUT  /{provider}/fault     body: a Fault, or null — every request to that fake fails this way
 *                              (or, for `slow`, answers late) until cleared
 *   GET  /{provider}/requests  the request bodies the fake has received (model, messages, …)
 *   POST /reset                clears every fake's faults and recorded requests
 * Only the clearable, permanent fault is offered: a queued one-shot fault that a test failed to use
 * would leak into the next test.
 */
export function startFakeControl(fakes: Record<FakeProvider, ModelServer>): Promise<FakeServer> {
  return startFakeServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const [, name, action] = (request.url ?? '').split('/');
      if (request.method === 'POST' && name === 'reset') {
        for (const fake of Object.values(fakes)) {
          fake.alwaysFail(null);
          fake.requests.length = 0;
        }
        return sendJson(response, 200, { ok: true });
      }
      const fake = name && FAKE_PROVIDERS.includes(name) ? fakes[name as FakeProvider] : undefined;
      if (fake && request.method === 'PUT' && action === 'fault') {
        fake.alwaysFail(JSON.parse(raw || 'null') as Fault | null);
        return sendJson(response, 200, { ok: true });
      }
      if (fake && request.method === 'GET' && action === 'requests') {
        return sendJson(
          response,
          200,
          fake.requests.map((recorded) => recorded.body),
        );
      }
      sendJson(response, 404, { error: `no control route ${request.method} ${request.url}` });
    });
  });
}
