import { describe, expect, it } from 'vitest';
import { useFakeGemini } from '#tests/helpers/gemini-adapter';
import { waitUntil } from '#tests/helpers/wait-until';

// The models a Gemini key may chat with, as the adapter lists them.
const tests = useFakeGemini();
const { gemini } = tests;

describe('Gemini adapter: model list', () => {
  const CHAT_MODELS = [
    { id: 'gemini-3-pro-preview', name: 'Gemini 3 Pro Preview' },
    { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash' },
    { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro' },
    { id: 'gemini-2.0-flash', name: 'Gemini 2.0 Flash' },
  ];

  it('lists the chat models with their names, newest version first, leaving out the others', async () => {
    expect(await gemini().listModels?.(AbortSignal.timeout(5000))).toEqual(CHAT_MODELS);
    expect(tests.fake.modelList.calls).toBe(1);
  });

  it('reads every page', async () => {
    tests.fake.modelList.pageSize = 3;

    expect(await gemini().listModels?.(AbortSignal.timeout(5000))).toEqual(CHAT_MODELS);
    expect(tests.fake.modelList.calls).toBe(Math.ceil(tests.fake.modelList.ids.length / 3));
  });

  it('keeps a model that claims generateContent unless its name says it is not for chat', async () => {
    tests.fake.modelList.ids = ['gemma-3-27b-it', 'gemini-2.5-flash-native-audio-latest', 'text-embedding-004'];
    tests.fake.modelList.methods = { 'text-embedding-004': ['embedContent'] };

    expect(await gemini().listModels?.(AbortSignal.timeout(5000))).toEqual([
      { id: 'gemma-3-27b-it', name: 'gemma-3-27b-it' },
    ]);
  });

  it('stops listing at the signal', async () => {
    tests.fake.modelList.fault = { kind: 'hang' };
    const stop = new AbortController();
    const listed = gemini().listModels?.(stop.signal);
    await waitUntil(() => tests.fake.modelList.calls === 1, 'the list was asked for');
    stop.abort();

    await expect(listed).rejects.toThrow();
  });
});
