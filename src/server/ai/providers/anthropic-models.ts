import type Anthropic from '@anthropic-ai/sdk';
import type { ListedModel } from '#server/ai/providers/chat-provider';

// The API's largest page: most accounts' models then come in one request.
const PAGE_SIZE = 1000;

/** GET /v1/models through the SDK, every page: all of them are chat models, newest first, with their names. */
export async function listAnthropicModels(client: Anthropic, signal: AbortSignal): Promise<ListedModel[]> {
  const models: ListedModel[] = [];
  for await (const model of client.models.list({ limit: PAGE_SIZE }, { signal })) {
    models.push({ id: model.id, name: model.display_name });
  }
  return models;
}
