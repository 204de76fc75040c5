import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ModelsResponse } from '#shared/api/models';
import { capabilitiesOf } from '#shared/model-capabilities';
import { PROVIDER_KINDS } from '#shared/models';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { useFakeProviders } from '#tests/helpers/fake-providers';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const fakes = useFakeProviders();

/** An app whose providers are the fakes; each has its own cache of their lists. */
const appOverFakes = (more: Record<string, string> = {}) =>
  ctx.buildApp({ ...fakeProviderEnv(fakes.openai.url, fakes.anthropic.url), ...more });
const capabilities = (provider: 'openai' | 'claude', models: string[]) =>
  Object.fromEntries(models.map((model) => [model, capabilitiesOf(PROVIDER_KINDS[provider], model)]));

async function modelsFrom(app: FastifyInstance): Promise<ModelsResponse> {
  const alice = await signIn(ctx);
  const response = await call(app, { cookie: alice.cookie, url: '/api/models' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModelsResponse;
}

const modes = (models: ModelsResponse) => Object.fromEntries(models.providers.map((entry) => [entry.id, entry.mode]));

describe('GET /api/models', () => {
  it('lists the built-in connections with their models, defaults and ranges, OpenAI and Claude first', async () => {
    const { providers } = await modelsFrom(ctx.app);

    expect(providers.map((entry) => entry.id)).toEqual(['openai', 'claude', 'gemini']);
    expect(providers[0]).toEqual({
      id: 'openai',
      label: 'OpenAI',
      kind: 'openai',
      mode: 'demo',
      models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'],
      modelNames: { 'gpt-4o': 'GPT-4o', 'gpt-4-turbo': 'GPT-4 Turbo', 'gpt-3.5-turbo': 'GPT-3.5 Turbo' },
      capabilities: capabilities('openai', ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo']),
      defaultModel: 'gpt-4o',
      temperature: { min: 0, max: 2, step: 0.1, default: 0.7 },
      maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
    });
    expect(providers[1]).toEqual({
      id: 'claude',
      label: 'Claude',
      kind: 'anthropic',
      mode: 'demo',
      models: ['claude-3-opus-20240229', 'claude-3-7-sonnet-20250219', 'claude-3-haiku-20240307'],
      modelNames: {
        'claude-3-opus-20240229': 'Claude 3 Opus',
        'claude-3-7-sonnet-20250219': 'Claude 3.7 Sonnet',
        'claude-3-haiku-20240307': 'Claude 3 Haiku',
      },
      capabilities: capabilities('claude', [
        'claude-3-opus-20240229',
        'claude-3-7-sonnet-20250219',
        'claude-3-haiku-20240307',
      ]),
      defaultModel: 'claude-3-7-sonnet-20250219',
      temperature: { min: 0, max: 1, step: 0.1, default: 0.7 },
      maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
    });
    expect(providers[2]).toMatchObject({
      id: 'gemini',
      label: 'Gemini',
      kind: 'gemini',
      mode: 'demo',
      models: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.5-flash-lite'],
      modelNames: { 'gemini-2.5-flash': 'Gemini 2.5 Flash' },
      defaultModel: 'gemini-2.5-flash',
      temperature: { min: 0, max: 2, step: 0.1, default: 0.7 },
    });
    expect(providers[2]?.capabilities['gemini-2.5-pro']).toMatchObject({ images: true, pdfs: true });
  });

  it('says which providers are live: those with a key', async () => {
    expect(modes(await modelsFrom(ctx.app))).toEqual({ openai: 'demo', claude: 'demo', gemini: 'demo' });
    const openaiOnly = await appOverFakes({ ANTHROPIC_API_KEY: '' });
    expect(modes(await modelsFrom(openaiOnly))).toEqual({ openai: 'live', claude: 'demo', gemini: 'demo' });
    const claudeOnly = await appOverFakes({ OPENAI_API_KEY: '' });
    expect(modes(await modelsFrom(claudeOnly))).toEqual({ openai: 'demo', claude: 'live', gemini: 'demo' });
  });

  it('lists the models the environment names, the first as the default', async () => {
    const app = await ctx.buildApp({
      OPENAI_MODELS: 'gpt-4.1, gpt-4o-mini ,gpt-4.1',
      ANTHROPIC_MODELS: 'claude-sonnet-4-20250514,claude-3-5-haiku-20241022',
    });
    const [openai, claude] = (await modelsFrom(app)).providers;

    expect(openai).toMatchObject({ models: ['gpt-4.1', 'gpt-4o-mini'], defaultModel: 'gpt-4.1' });
    expect(openai?.modelNames).toEqual({ 'gpt-4.1': 'GPT-4.1', 'gpt-4o-mini': 'GPT-4o mini' });
    expect(claude?.modelNames).toEqual({
      'claude-sonnet-4-20250514': 'Claude Sonnet 4',
      'claude-3-5-haiku-20241022': 'Claude 3.5 Haiku',
    });
    expect(claude).toMatchObject({
      models: ['claude-sonnet-4-20250514', 'claude-3-5-haiku-20241022'],
      defaultModel: 'claude-sonnet-4-20250514',
    });
  });

  it("lists a live provider's models as its models endpoint does, with what each takes", async () => {
    fakes.openai.modelList.ids = ['gpt-4.1', 'gpt-4o', 'o3', 'llama3.1:8b'];
    const app = await appOverFakes();
    const [listed, claude] = (await modelsFrom(app)).providers;

    expect(listed).toMatchObject({ mode: 'live', models: ['gpt-4.1', 'gpt-4o', 'o3', 'llama3.1:8b'] });
    expect(listed?.defaultModel).toBe('gpt-4o');
    expect(listed?.capabilities.o3).toMatchObject({ reasoning: true, temperature: false });
    expect(listed?.capabilities['gpt-4.1']).toMatchObject({ images: true, price: { input: 2, output: 8 } });
    expect(listed?.capabilities['llama3.1:8b']).toEqual({
      images: false,
      pdfs: false,
      reasoning: false,
      temperature: true,
      price: null,
    });
    // Anthropic's list names its models.
    expect(claude?.modelNames['claude-3-7-sonnet-20250219']).toBe('Claude Sonnet 3.7');
  });

  it("answers the built-in lists, never a 5xx, when the providers' list calls fail", async () => {
    fakes.openai.modelList.fault = { kind: 'status', status: 500 };
    const app = await appOverFakes({ ANTHROPIC_BASE_URL: 'http://127.0.0.1:1' });
    const [listed, claude] = (await modelsFrom(app)).providers;

    expect(listed).toMatchObject({ mode: 'live', models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'] });
    expect(claude).toMatchObject({ mode: 'live', defaultModel: 'claude-3-7-sonnet-20250219' });
    expect(fakes.openai.modelList.calls).toBe(1);
  });

  it('asks the providers once for many reads', async () => {
    const app = await appOverFakes();
    await modelsFrom(app);
    await modelsFrom(app);

    expect(fakes.openai.modelList.calls).toBe(1);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await call(ctx.app, { url: '/api/models' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('gpt-4o');
  });
});
