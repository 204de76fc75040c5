import type OpenAI from 'openai';
import type { ListedModel } from '#server/ai/providers/chat-provider';

const CHAT_LINES = /^(gpt-|chatgpt-|o\d)/;
// Other endpoints' models (speech, images, embeddings, web search), and those only the Responses
// API serves (the -pro models, codex): Chat Completions refuses them all.
const NOT_FOR_CHAT = /audio|realtime|transcribe|tts|search|image|embedding|instruct|moderation|codex|-pro(-|$)/;

/** OpenAI's own API, whose list mixes every kind of model; an OpenAI-compatible server lists what it serves. */
export function isOpenAiItself(baseURL: string | undefined): boolean {
  return baseURL === undefined || new URL(baseURL).hostname === 'api.openai.com';
}

/** Whether OpenAI's list entry is a model Chat Completions can answer with. */
export function isOpenAiChatModel(id: string): boolean {
  return CHAT_LINES.test(id) && !NOT_FOR_CHAT.test(id);
}

/**
 * GET /v1/models through the SDK, newest first. From OpenAI itself only its chat models; from an
 * OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter) everything it lists.
 */
export async function listOpenAiModels(
  client: OpenAI,
  options: { openAiItself: boolean; signal: AbortSignal },
): Promise<ListedModel[]> {
  const models: OpenAI.Models.Model[] = [];
  for await (const model of client.models.list({ signal: options.signal })) {
    if (!options.openAiItself || isOpenAiChatModel(model.id)) models.push(model);
  }
  // Some compatible servers leave `created` out: those keep their own order.
  models.sort((a, b) => (b.created ?? 0) - (a.created ?? 0));
  return models.map((model) => ({ id: model.id }));
}
