import type { Connection } from '#server/ai/connections/connection';
import type { ConnectionKind } from '#shared/connection-kinds';
import type { Provider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

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

function builtIn(id: Provider, kind: ConnectionKind, prefix: 'OPENAI' | 'ANTHROPIC', env: BuiltInSettings): Connection {
  return {
    id,
    label: PROVIDER_LABELS[id],
    kind,
    apiKey: env[`${prefix}_API_KEY`],
    baseUrl: env[`${prefix}_BASE_URL`],
    models: modelList(env[`${prefix}_MODELS`]),
  };
}

/** OpenAI and Claude, always there: without a key each answers in demo mode. */
export function builtInConnections(env: BuiltInSettings): Connection[] {
  return [builtIn('openai', 'openai', 'OPENAI', env), builtIn('claude', 'anthropic', 'ANTHROPIC', env)];
}
