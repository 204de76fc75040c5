import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import { startFakeGemini } from '#tests/fakes/gemini';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';

export interface FakeProviders {
  openai: ModelServer;
  anthropic: ModelServer;
  /** Started only when asked for (`useFakeProviders({ gemini: true })`). */
  gemini: ModelServer;
}

/**
 * Both fake providers for a test file, closed at the end. After each test they forget their
 * requests, any permanent fault and any change to their model lists, so no test sees another's.
 */
export function useFakeProviders({ gemini = false } = {}): FakeProviders {
  const fakes = {} as FakeProviders;
  const started = () => [fakes.openai, fakes.anthropic, ...(gemini ? [fakes.gemini] : [])];

  beforeAll(async () => {
    [fakes.openai, fakes.anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
    if (gemini) fakes.gemini = await startFakeGemini();
  });

  afterAll(async () => {
    await Promise.all(started().map((fake) => fake?.close()));
  });

  afterEach(() => {
    for (const fake of started()) {
      fake.requests.length = 0;
      fake.alwaysFail(null);
      fake.resetModelList();
    }
  });

  return fakes;
}
