import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';

export interface FakeProviders {
  openai: ModelServer;
  anthropic: ModelServer;
}

/**
 * Both fake providers for a test file, closed at the end. After each test they forget their
 * requests, any permanent fault and any change to their model lists, so no test sees another's.
 */
export function useFakeProviders(): FakeProviders {
  const fakes = {} as FakeProviders;

  beforeAll(async () => {
    [fakes.openai, fakes.anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
  });

  afterAll(async () => {
    await Promise.all([fakes.openai?.close(), fakes.anthropic?.close()]);
  });

  afterEach(() => {
    for (const fake of [fakes.openai, fakes.anthropic]) {
      fake.requests.length = 0;
      fake.alwaysFail(null);
      fake.resetModelList();
    }
  });

  return fakes;
}
