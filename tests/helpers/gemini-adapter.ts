import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import { createGeminiProvider } from '#server/ai/providers/gemini';
import { startFakeGemini } from '#tests/fakes/gemini';
import type { ModelServer } from '#tests/fakes/model-server';

// The Gemini adapter through the real SDK (@google/genai) against a fake Gemini API: no app is needed.

export const KEY = 'test-gemini-key';
export const QUESTION = 'Why is the sky blue?';

export interface GeminiAdapterTests {
  fake: ModelServer;
  /** The adapter over the fake. */
  gemini(timeoutMs?: number): ReturnType<typeof createGeminiProvider>;
  /** A request for gemini-2.0-flash with one question, and what it passes on as it streams. */
  requestOf(overrides?: Partial<CompletionRequest>): {
    pieces: string[];
    usages: { inputTokens?: number; outputTokens?: number }[];
    request: CompletionRequest;
  };
  /** requestOf, asked of the adapter. */
  ask(
    overrides?: Partial<CompletionRequest>,
  ): ReturnType<GeminiAdapterTests['requestOf']> & { result: Promise<Completion> };
  /** The one request the fake received. */
  sent(): ModelServer['requests'][number];
}

/** A fake Gemini for a test file, forgetting its requests, faults and model list after each test. */
export function useFakeGemini(): GeminiAdapterTests {
  const handle = {} as GeminiAdapterTests;
  beforeAll(async () => {
    handle.fake = await startFakeGemini();
  });
  afterAll(() => handle.fake?.close());
  afterEach(() => {
    handle.fake.requests.length = 0;
    handle.fake.alwaysFail(null);
    handle.fake.resetModelList();
    vi.unstubAllEnvs();
  });

  handle.gemini = (timeoutMs = 10_000) => createGeminiProvider({ apiKey: KEY, baseURL: handle.fake.url, timeoutMs });
  handle.requestOf = (overrides = {}) => {
    const pieces: string[] = [];
    const usages: { inputTokens?: number; outputTokens?: number }[] = [];
    const request: CompletionRequest = {
      model: 'gemini-2.0-flash',
      temperature: 0.7,
      maxTokens: 1024,
      system: '',
      messages: [{ role: 'user', content: QUESTION }],
      signal: new AbortController().signal,
      onText: (piece) => pieces.push(piece),
      onUsage: (usage) => usages.push(usage),
      ...overrides,
    };
    return { pieces, usages, request };
  };
  handle.ask = (overrides = {}) => {
    const asked = handle.requestOf(overrides);
    return { ...asked, result: handle.gemini().complete(asked.request) };
  };
  handle.sent = () => {
    expect(handle.fake.requests).toHaveLength(1);
    return handle.fake.requests[0] as ModelServer['requests'][number];
  };
  return handle;
}
