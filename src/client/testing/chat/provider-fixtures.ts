import type { PairCatalogue, ProviderCatalogue } from '#shared/api/models';
import type { Provider } from '#shared/constants';
import { PROVIDER_KINDS } from '#shared/models';

/** The providers' choices as the chat window and composer take them. */
export const providers = [
  { id: 'openai' as const, label: 'OpenAI' },
  { id: 'claude' as const, label: 'Claude' },
];

/** A live provider offering one model, which takes images and PDFs; `price` per million tokens. */
export const catalogue = (
  id: Provider,
  model: string,
  price: { input: number; output: number } | null = null,
): PairCatalogue => ({
  id,
  label: id === 'openai' ? 'OpenAI' : 'Claude',
  kind: PROVIDER_KINDS[id],
  mode: 'live',
  models: [model],
  modelNames: { [model]: model },
  capabilities: {
    [model]: {
      images: true,
      pdfs: true,
      reasoning: false,
      temperature: true,
      price: price && { ...price, takenOn: '2025-06-01' },
    },
  },
  defaultModel: model,
  temperature: { min: 0, max: 1, step: 0.1, default: 0.7 },
  maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
});

/**
 * A live connection of any kind offering `models` (id → readable name); each takes images, and the
 * first is priced at $1 in and $4 out per million tokens.
 */
export const connection = (
  id: string,
  label: string,
  kind: ProviderCatalogue['kind'],
  models: Record<string, string>,
): ProviderCatalogue => {
  const ids = Object.keys(models);
  return {
    id,
    label,
    kind,
    mode: 'live',
    models: ids,
    modelNames: models,
    capabilities: Object.fromEntries(
      ids.map((model, index) => [
        model,
        {
          images: true,
          pdfs: kind !== 'openai-compatible',
          reasoning: model.startsWith('o'),
          temperature: true,
          price: index === 0 ? { input: 1, output: 4, takenOn: '2025-06-01' } : null,
        },
      ]),
    ),
    defaultModel: ids[0] ?? '',
    temperature: { min: 0, max: 2, step: 0.1, default: 0.7 },
    maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
  };
};

/** Four connections, one of each kind: OpenAI and Claude first, as the server lists them. */
export const connections: ProviderCatalogue[] = [
  connection('openai', 'OpenAI', 'openai', { 'gpt-4o': 'GPT-4o', 'gpt-4o-mini': 'GPT-4o mini', o3: 'o3' }),
  connection('claude', 'Claude', 'anthropic', { 'claude-3-7-sonnet-20250219': 'Claude 3.7 Sonnet' }),
  connection('gemini', 'Gemini', 'gemini', { 'gemini-2.5-flash': 'Gemini 2.5 Flash' }),
  connection('ollama', 'Ollama', 'openai-compatible', { 'llama3.2': 'llama3.2' }),
];
