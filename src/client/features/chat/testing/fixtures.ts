import { vi } from 'vitest';
import type { Message } from '#shared/api/messages';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Provider } from '#shared/constants';

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
): ProviderCatalogue => ({
  id,
  label: id === 'openai' ? 'OpenAI' : 'Claude',
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

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Stubs fetch as the API the chat panel reads on conversation 5: its `messages` in one page, no
 * votes, no saved model settings; `answer` answers anything else first. Anything left is a 404.
 */
export function stubPanelFetch(messages: Message[], answer: Answer = () => undefined): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answered = answer(url, init);
      if (answered) return answered;
      if (url === '/api/conversations/5/messages') return Response.json({ messages, olderCursor: null });
      if (url === '/api/conversations/5/votes') return Response.json([]);
      if (url === '/api/user/model-settings') return Response.json({ modelSettings: null });
      return new Response('not found', { status: 404 });
    }),
  );
}
