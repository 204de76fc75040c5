import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createProviders } from '#server/ai/create-providers';
import { ModelDirectory } from '#server/ai/model-directory';
import { ProviderFailure } from '#server/ai/provider-failure';
import { isOpenAiItself, listOpenAiModels } from '#server/ai/providers/openai-models';
import { type Env, loadConfig } from '#server/config';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { useFakeProviders } from '#tests/helpers/fake-providers';

// The catalogue as the providers' models endpoints make it, through the official SDKs against the
// fakes, on a clock the tests move.

const fakes = useFakeProviders();

const MINUTE = 60_000;

/** A logger that keeps the messages of its warnings. */
const recordingLog = (warnings: string[]): Pick<FastifyBaseLogger, 'warn'> => ({
  warn: (_details: unknown, message?: unknown) => {
    warnings.push(String(message));
  },
});

/** The providers and catalogue a server with this environment (over the fakes) would have. */
function serverOver(env: Env = {}) {
  const clock = { now: 0 };
  const warnings: string[] = [];
  const config = loadConfig({
    ...fakeProviderEnv(fakes.openai.url, fakes.anthropic.url),
    ...(env as Record<string, string>),
  });
  const { catalogue, providers } = createProviders(config, recordingLog(warnings), () => clock.now);
  return {
    catalogue,
    providers,
    warnings,
    advance: (ms: number) => {
      clock.now += ms;
    },
  };
}

const calls = () => ({ openai: fakes.openai.modelList.calls, anthropic: fakes.anthropic.modelList.calls });

describe('model lists from the providers', () => {
  it("keeps only the chat models from OpenAI's own list", async () => {
    fakes.openai.modelList.ids = [
      'gpt-5',
      'gpt-4o',
      'gpt-4o-audio-preview',
      'gpt-4o-realtime-preview',
      'gpt-4o-transcribe',
      'gpt-4o-mini-tts',
      'gpt-4o-search-preview',
      'gpt-image-1',
      'text-embedding-3-large',
      'gpt-3.5-turbo-instruct',
      'omni-moderation-latest',
      'o1',
      'o3-mini',
      'o4-mini',
      'o3-pro',
      'codex-mini-latest',
      'chatgpt-4o-latest',
      'dall-e-3',
      'whisper-1',
      'babbage-002',
    ];
    // The fake stands in for api.openai.com: the SDK call is the same.
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: `${fakes.openai.url}/v1`, maxRetries: 0 });
    const listed = await listOpenAiModels(client, { openAiItself: true, signal: AbortSignal.timeout(5000) });

    expect(listed.map((model) => model.id)).toEqual([
      'gpt-5',
      'gpt-4o',
      'o1',
      'o3-mini',
      'o4-mini',
      'chatgpt-4o-latest',
    ]);
  });

  it("tells OpenAI's own API from an OpenAI-compatible server", () => {
    expect(isOpenAiItself(undefined)).toBe(true);
    expect(isOpenAiItself('https://api.openai.com/v1')).toBe(true);
    expect(isOpenAiItself('http://127.0.0.1:11434/v1')).toBe(false);
    expect(isOpenAiItself('https://openrouter.ai/api/v1')).toBe(false);
  });

  it('offers everything an OpenAI-compatible server lists, the first as the default, with safe capabilities', async () => {
    fakes.openai.modelList.ids = ['llama3.1:8b', 'qwen2.5:7b', 'gpt-oss:20b'];
    const { catalogue } = serverOver();
    const { openai: entry } = await catalogue.current();

    expect(entry).toMatchObject({
      mode: 'live',
      models: ['llama3.1:8b', 'qwen2.5:7b', 'gpt-oss:20b'],
      defaultModel: 'llama3.1:8b',
    });
    expect(entry.capabilities['llama3.1:8b']).toEqual({
      images: false,
      pdfs: false,
      reasoning: false,
      temperature: true,
      price: null,
    });
  });

  it("reads every page of Anthropic's list, with Anthropic's names", async () => {
    fakes.anthropic.modelList.ids = [
      'claude-opus-4-5',
      'claude-sonnet-4-5',
      'claude-haiku-4-5',
      'claude-opus-4-1',
      'x-5',
    ];
    fakes.anthropic.modelList.names = { 'claude-sonnet-4-5': 'Claude Sonnet 4.5' };
    fakes.anthropic.modelList.pageSize = 2;
    const { catalogue } = serverOver();
    const { claude } = await catalogue.current();

    expect(fakes.anthropic.modelList.calls).toBe(3);
    expect(claude.models).toEqual(fakes.anthropic.modelList.ids);
    expect(claude.modelNames['claude-sonnet-4-5']).toBe('Claude Sonnet 4.5');
    // The documented default is not listed any more: the newest is.
    expect(claude.defaultModel).toBe('claude-opus-4-5');
  });

  it('keeps the documented default models while the providers list them', async () => {
    const { catalogue } = serverOver();
    const current = await catalogue.current();

    expect(current.openai).toMatchObject({
      models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'],
      defaultModel: 'gpt-4o',
    });
    expect(current.claude).toMatchObject({
      defaultModel: 'claude-3-7-sonnet-20250219',
      modelNames: { 'claude-3-7-sonnet-20250219': 'Claude Sonnet 3.7' },
    });
  });
});

describe('the cache of model lists', () => {
  it('asks each provider once within ten minutes, and again after them', async () => {
    const server = serverOver();
    await server.catalogue.current();
    server.advance(10 * MINUTE - 1);
    await server.catalogue.current();
    expect(calls()).toEqual({ openai: 1, anthropic: 1 });

    fakes.openai.modelList.ids = ['gpt-4.1', 'gpt-4o'];
    server.advance(1);
    const { openai: entry } = await server.catalogue.current();

    expect(calls()).toEqual({ openai: 2, anthropic: 2 });
    expect(entry.models).toEqual(['gpt-4.1', 'gpt-4o']);
  });

  it('shares one call between reads made while it runs', async () => {
    fakes.openai.modelList.fault = { kind: 'slow', delayMs: 100 };
    const { catalogue } = serverOver();
    const reads = await Promise.all(Array.from({ length: 5 }, () => catalogue.current()));

    expect(fakes.openai.modelList.calls).toBe(1);
    for (const read of reads) expect(read.openai.models).toEqual(['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo']);
  });

  it('makes no call for a provider whose models the environment lists, nor for a demo one', async () => {
    const { catalogue } = serverOver({ OPENAI_MODELS: 'gpt-4o-mini,o3', ANTHROPIC_API_KEY: '' });
    const current = await catalogue.current();

    expect(calls()).toEqual({ openai: 0, anthropic: 0 });
    expect(current.openai).toMatchObject({ models: ['gpt-4o-mini', 'o3'], defaultModel: 'gpt-4o-mini' });
    expect(current.claude).toMatchObject({ mode: 'demo', defaultModel: 'claude-3-7-sonnet-20250219' });
  });
});

describe('when a list call fails', () => {
  it('offers the built-in lists when the provider answers 500, and says so in the log', async () => {
    fakes.openai.modelList.fault = { kind: 'status', status: 500 };
    const { catalogue, warnings } = serverOver();
    const { openai: entry } = await catalogue.current();

    expect(entry).toMatchObject({ models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'], defaultModel: 'gpt-4o' });
    expect(warnings).toEqual(["could not list the provider's models; offering the built-in default models for now"]);
  });

  it('offers the built-in lists when the provider cannot be reached', async () => {
    const { catalogue, warnings } = serverOver({ ANTHROPIC_BASE_URL: 'http://127.0.0.1:1' });
    const { claude } = await catalogue.current();

    expect(claude.models).toEqual(['claude-3-opus-20240229', 'claude-3-7-sonnet-20250219', 'claude-3-haiku-20240307']);
    expect(warnings).toHaveLength(1);
  });

  it('keeps the last good list, and tries again a minute after a failure', async () => {
    const server = serverOver();
    fakes.openai.modelList.ids = ['gpt-4.1'];
    await server.catalogue.current();

    fakes.openai.modelList.fault = { kind: 'reset' };
    server.advance(10 * MINUTE);
    expect((await server.catalogue.current()).openai.models).toEqual(['gpt-4.1']);
    expect(fakes.openai.modelList.calls).toBe(2);
    expect(server.warnings).toEqual([
      "could not list the provider's models; offering the models it listed last for now",
    ]);

    fakes.openai.modelList.fault = null;
    fakes.openai.modelList.ids = ['gpt-4.1', 'gpt-5'];
    server.advance(MINUTE - 1);
    await server.catalogue.current();
    expect(fakes.openai.modelList.calls).toBe(2);
    server.advance(1);
    expect((await server.catalogue.current()).openai.models).toEqual(['gpt-4.1', 'gpt-5']);
    expect(fakes.openai.modelList.calls).toBe(3);
  });
});

describe("one provider's directory", () => {
  const directoryOver = (warnings: string[]) => {
    const { providers } = serverOver();
    return new ModelDirectory({
      provider: 'openai',
      list: (signal) => providers.openai.listModels?.(signal) ?? Promise.reject(new Error('a live provider lists')),
      log: recordingLog(warnings),
      timeoutMs: 200,
    });
  };

  it('gives up on a models endpoint that does not answer, after its timeout', async () => {
    fakes.openai.modelList.fault = { kind: 'hang' };
    const warnings: string[] = [];
    const started = performance.now();

    expect(await directoryOver(warnings).models()).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(warnings).toHaveLength(1);
  });

  it('takes an empty list for a failure: a server with no models yet', async () => {
    fakes.openai.modelList.ids = [];
    const warnings: string[] = [];

    expect(await directoryOver(warnings).models()).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('a model the provider no longer has', () => {
  const modelGone = {
    kind: 'status',
    status: 404,
    body: {
      error: { message: 'The model `gpt-4o` does not exist', type: 'invalid_request_error', code: 'model_not_found' },
    },
  } as const;
  const ask = (providers: ReturnType<typeof serverOver>['providers'], model: string) =>
    providers.openai.complete({
      model,
      temperature: 0.7,
      maxTokens: 100,
      system: '',
      messages: [{ role: 'user', content: 'Hello?' }],
      signal: AbortSignal.timeout(5000),
    });

  it('fails with a listed model to choose instead, from a fresh list', async () => {
    fakes.openai.modelList.ids = ['gpt-4o', 'gpt-4.1'];
    const server = serverOver();
    await server.catalogue.current();
    fakes.openai.modelList.ids = ['gpt-4.1', 'gpt-4o-mini'];
    fakes.openai.alwaysFail(modelGone);
    server.advance(2 * MINUTE);

    const failure = await ask(server.providers, 'gpt-4o').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).toMatchObject({ kind: 'model_not_found', status: 404, suggestion: 'GPT-4.1 (gpt-4.1)' });
    expect(fakes.openai.modelList.calls).toBe(2);
    expect((await server.catalogue.current()).openai.models).toEqual(['gpt-4.1', 'gpt-4o-mini']);
    expect(fakes.openai.modelList.calls).toBe(2);
  });

  it('suggests from the list it has when that list is less than a minute old', async () => {
    fakes.openai.modelList.ids = ['gpt-4o', 'o3'];
    const server = serverOver();
    await server.catalogue.current();
    fakes.openai.alwaysFail(modelGone);

    await expect(ask(server.providers, 'gpt-4o')).rejects.toMatchObject({ kind: 'model_not_found', suggestion: 'o3' });
    expect(fakes.openai.modelList.calls).toBe(1);
  });

  it('asks for the list at most once a minute while that call fails too, suggesting from the defaults', async () => {
    fakes.openai.modelList.fault = { kind: 'status', status: 500 };
    fakes.openai.alwaysFail(modelGone);
    const server = serverOver();

    for (let reply = 0; reply < 3; reply += 1) {
      await expect(ask(server.providers, 'gpt-4o')).rejects.toMatchObject({ suggestion: 'GPT-4 Turbo (gpt-4-turbo)' });
    }
    expect(fakes.openai.modelList.calls).toBe(1);
    server.advance(MINUTE);
    await expect(ask(server.providers, 'gpt-4o')).rejects.toMatchObject({ kind: 'model_not_found' });
    expect(fakes.openai.modelList.calls).toBe(2);
  });

  it('leaves other failures as they are', async () => {
    const server = serverOver();
    fakes.openai.alwaysFail({ kind: 'status', status: 401 });

    await expect(ask(server.providers, 'gpt-4o')).rejects.toMatchObject({ kind: 'auth', suggestion: undefined });
    expect(fakes.openai.modelList.calls).toBe(0);
  });
});
