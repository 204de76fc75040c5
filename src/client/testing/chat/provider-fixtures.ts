import type { PairCatalogue } from '#shared/api/models';
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
