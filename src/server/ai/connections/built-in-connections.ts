import type { Connection } from '#server/ai/connections/connection';
import type { Provider } from '#shared/constants';
import { PROVIDER_KINDS, PROVIDER_LABELS } from '#shared/models';

/** What the environment says of the built-in connections (config.ts validates it). */
export interface BuiltInSettings {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODELS?: string | undefined;
  ANTHROPIC_API_KEY?: string | undefined;
  ANTHROPIC_BASE_URL?: string | undefined;
  ANTHROPIC_MODELS?: string | undefined;
}

/** A comma list of models: trimmed, without duplicates; unset when it names none. */
function modelList(value: string | undefined): string[] | undefined {
  const models = [...new Set((value ?? '').split(',').map((name) => name.trim()))].filter(Boolean);
  return models.length > 0 ? models : undefined;
}

function builtIn(id: Provider, prefix: 'OPENAI' | 'ANTHROPIC', env: BuiltInSettings): Connection {
  return {
    id,
    label: PROVIDER_LABELS[id],
    kind: PROVIDER_KINDS[id],
    apiKey: env[`${prefix}_API_KEY`],
    baseUrl: env[`${prefix}_BASE_URL`],
    models: modelList(env[`${prefix}_MODELS`]),
  };
}

/** OpenAI and Claude, always there: without a key each answers in demo mode. */
export function builtInConnections(env: BuiltInSettings): Connection[] {
  return [builtIn('openai', 'OPENAI', env), builtIn('claude', 'ANTHROPIC', env)];
}
