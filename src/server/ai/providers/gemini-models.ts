import type { GoogleGenAI, Model } from '@google/genai';
import type { ListedModel } from '#server/ai/providers/chat-provider';

// The API's largest page: most keys' models then come in one request.
const PAGE_SIZE = 1000;
// Models that still claim generateContent but do not answer a text chat: speech, images, music,
// embeddings, attributed question answering, the Live API's, and those that need a tool to run.
const NOT_FOR_CHAT = /embedding|imagen|veo|lyria|tts|aqa|audio|live|image|banana|computer-use|deep-research/;
const VERSION = /^gemini-(\d+(?:\.\d+)?)-/;

/** Whether a listed model is one Pairwise can chat with through generateContent. */
export function isGeminiChatModel(model: Model): boolean {
  const id = idOf(model);
  return Boolean(model.supportedActions?.includes('generateContent')) && !NOT_FOR_CHAT.test(id);
}

const idOf = (model: Model) => (model.name ?? '').replace(/^models\//, '');
const versionOf = (id: string) => Number(VERSION.exec(id)?.[1] ?? -1);

/**
 * GET /v1beta/models through the SDK, every page, its chat models with their display names.
 * Google's list gives no dates and is in no order of age, but the catalogue takes the first model
 * as the default when the documented one is missing, as the others list newest first: so the
 * newest Gemini version comes first (a stable sort: the API's order within a version), and models
 * outside the numbered lines (aliases such as gemini-flash-latest, Gemma) after them.
 */
export async function listGeminiModels(ai: GoogleGenAI, signal: AbortSignal): Promise<ListedModel[]> {
  // The pager keeps this config, signal included, for every page it asks for.
  const pager = await ai.models.list({ config: { pageSize: PAGE_SIZE, abortSignal: signal } });
  const models = [...pager.page];
  while (pager.hasNextPage()) models.push(...(await pager.nextPage()));
  return models
    .filter(isGeminiChatModel)
    .map((model) => ({ id: idOf(model), ...(model.displayName ? { name: model.displayName } : {}) }))
    .sort((a, b) => versionOf(b.id) - versionOf(a.id));
}
