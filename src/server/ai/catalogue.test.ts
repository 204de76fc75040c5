import { describe, expect, it } from 'vitest';
import { buildCatalogue, type ListedModels } from '#server/ai/catalogue';
import { loadConfig } from '#server/config';
import { capabilitiesOf } from '#shared/model-capabilities';
import { PROVIDER_KINDS } from '#shared/models';

const catalogueFor = (env: Record<string, string> = {}, listed: ListedModels = {}) =>
  buildCatalogue(loadConfig(env), listed);
const capabilities = (provider: 'openai' | 'claude', models: string[]) =>
  Object.fromEntries(models.map((model) => [model, capabilitiesOf(PROVIDER_KINDS[provider], model)]));

describe('buildCatalogue', () => {
  it('offers the built-in OpenAI models, gpt-4o by default, temperature 0–2', () => {
    expect(catalogueFor().openai).toEqual({
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
  });

  it('offers the built-in Claude models, claude-3-7-sonnet-20250219 by default, temperature 0–1', () => {
    expect(catalogueFor().claude).toEqual({
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
  });

  it('puts every default model on its own list', () => {
    for (const entry of Object.values(catalogueFor())) expect(entry?.models).toContain(entry?.defaultModel);
  });

  it('is live for a provider with a key and in demo mode for one without', () => {
    expect(catalogueFor({ OPENAI_API_KEY: 'sk-x' })).toMatchObject({
      openai: { mode: 'live' },
      claude: { mode: 'demo' },
    });
    expect(catalogueFor({ ANTHROPIC_API_KEY: 'sk-ant-x' })).toMatchObject({
      openai: { mode: 'demo' },
      claude: { mode: 'live' },
    });
    expect(catalogueFor({ OPENAI_API_KEY: 'a', ANTHROPIC_API_KEY: 'b' })).toMatchObject({
      openai: { mode: 'live' },
      claude: { mode: 'live' },
    });
  });

  it('treats a blank key as no key', () => {
    expect(catalogueFor({ OPENAI_API_KEY: '   ' }).openai.mode).toBe('demo');
  });

  it('takes the model lists from OPENAI_MODELS and ANTHROPIC_MODELS, the first being the default', () => {
    const catalogue = catalogueFor({
      OPENAI_MODELS: 'gpt-4.1-mini,gpt-4o',
      ANTHROPIC_MODELS: 'claude-sonnet-4-20250514',
    });

    expect(catalogue.openai).toMatchObject({ models: ['gpt-4.1-mini', 'gpt-4o'], defaultModel: 'gpt-4.1-mini' });
    expect(catalogue.claude).toMatchObject({
      models: ['claude-sonnet-4-20250514'],
      defaultModel: 'claude-sonnet-4-20250514',
    });
  });

  it('trims the names, skips empty entries and drops duplicates', () => {
    const catalogue = catalogueFor({ OPENAI_MODELS: ' o3 , gpt-4o,, o3 ,gpt-4o , ' });

    expect(catalogue.openai).toMatchObject({ models: ['o3', 'gpt-4o'], defaultModel: 'o3' });
    // The other provider keeps its defaults.
    expect(catalogue.claude.defaultModel).toBe('claude-3-7-sonnet-20250219');
  });

  it('falls back to the defaults when a list names no model', () => {
    expect(catalogueFor({ OPENAI_MODELS: ' , ,' }).openai).toMatchObject({
      models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'],
      defaultModel: 'gpt-4o',
    });
  });

  it('hands out copies: changing one catalogue does not change the next', () => {
    const first = catalogueFor();
    first.openai.models.push('changed');
    first.openai.temperature.max = 99;

    expect(catalogueFor().openai.models).not.toContain('changed');
    expect(catalogueFor().openai.temperature.max).toBe(2);
  });

  it('offers the models a provider listed, keeping the documented default while it is listed', () => {
    const catalogue = catalogueFor(
      {},
      { openai: [{ id: 'gpt-4.1' }, { id: 'gpt-4o' }, { id: 'o3' }], claude: [{ id: 'claude-3-7-sonnet-20250219' }] },
    );

    expect(catalogue.openai).toMatchObject({
      models: ['gpt-4.1', 'gpt-4o', 'o3'],
      defaultModel: 'gpt-4o',
      modelNames: { 'gpt-4.1': 'GPT-4.1', 'gpt-4o': 'GPT-4o', o3: 'o3' },
    });
    expect(catalogue.openai.capabilities.o3).toMatchObject({ reasoning: true, temperature: false });
    expect(catalogue.claude).toMatchObject({
      models: ['claude-3-7-sonnet-20250219'],
      defaultModel: 'claude-3-7-sonnet-20250219',
    });
  });

  it("makes the provider's first (newest) model the default once the documented one is no longer listed", () => {
    const catalogue = catalogueFor({}, { claude: [{ id: 'claude-sonnet-4-5' }, { id: 'claude-haiku-4-5' }] });
    expect(catalogue.claude).toMatchObject({
      models: ['claude-sonnet-4-5', 'claude-haiku-4-5'],
      defaultModel: 'claude-sonnet-4-5',
    });
  });

  it('uses the names a provider lists, deriving the others, and drops repeated ids', () => {
    const catalogue = catalogueFor(
      {},
      {
        claude: [
          { id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5 (listed)' },
          { id: 'claude-opus-4-1', name: '' },
          { id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5 (listed)' },
        ],
      },
    );
    expect(catalogue.claude.models).toEqual(['claude-sonnet-4-5', 'claude-opus-4-1']);
    expect(catalogue.claude.modelNames).toEqual({
      'claude-sonnet-4-5': 'Claude Sonnet 4.5 (listed)',
      'claude-opus-4-1': 'Claude Opus 4.1',
    });
  });

  it("lets the operator's list win over the provider's", () => {
    const catalogue = catalogueFor({ OPENAI_MODELS: 'gpt-4o-mini' }, { openai: [{ id: 'gpt-4.1' }] });
    expect(catalogue.openai).toMatchObject({ models: ['gpt-4o-mini'], defaultModel: 'gpt-4o-mini' });
  });

  it('falls back to the built-in lists when a provider listed nothing or was not reached', () => {
    for (const listed of [[], null, undefined]) {
      expect(catalogueFor({}, { openai: listed }).openai).toMatchObject({
        models: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'],
        defaultModel: 'gpt-4o',
      });
    }
  });

  it('gives a model outside the capability table the safe defaults', () => {
    const catalogue = catalogueFor({}, { openai: [{ id: 'llama3.1:8b' }] });
    expect(catalogue.openai.capabilities['llama3.1:8b']).toEqual({
      images: false,
      pdfs: false,
      reasoning: false,
      temperature: true,
      price: null,
    });
  });
});
