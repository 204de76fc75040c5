import { afterEach, beforeEach } from 'vitest';
import { e2eStack } from '#tests/e2e/helpers/stack';
import type { FakeProvider } from '#tests/e2e/setup/fake-control';
import type { Fault } from '#tests/fakes/model-server';

async function control(method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${e2eStack().fakeControlUrl}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake control ${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The fake providers the e2e server talks to (they run in the global setup). A test that sets a
 * fault or reads requests calls this once at file level: each of its tests starts from fakes that
 * answer at once and have seen nothing, and leaves no fault behind for the next file.
 */
export function useFakeProviders() {
  const reset = async () => {
    await control('POST', '/reset');
  };
  beforeEach(reset);
  afterEach(reset);
  return {
    /** Every request to that provider fails this way (or, for `slow`, answers late) until the test ends. */
    setFault: (provider: FakeProvider, fault: Fault | null) => control('PUT', `/${provider}/fault`, fault),
    /** The request bodies that provider has received during this test. */
    requests: async (provider: FakeProvider) =>
      (await control('GET', `/${provider}/requests`)) as ({ model: string } & Record<string, unknown>)[],
  };
}
