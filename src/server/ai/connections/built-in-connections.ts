import type { Connection } from '#server/ai/connections/connection';
import type { ConnectionKind } from '#shared/connection-kinds';
import { DEFAULT_MODEL_LISTS, DEFAULT_MODELS, PROVIDER_KINDS, PROVIDER_LABELS } from '#shared/models';

/** What the environment says of the built-in connections (config.ts validates it). */
export type BuiltInSettings = Partial<Record<`${BuiltInPrefix}_${'API_KEY' | 'BASE_URL' | 'MODELS'}`, string>>;

type BuiltInPrefix = 'OPENAI' | 'ANTHROPIC' | 'GEMINI';

interface BuiltIn {
  id: string;
  label: string;
  kind: ConnectionKind;
  /** Its variables are `${prefix}_API_KEY`, `_BASE_URL` and `_MODELS`. */
  prefix: BuiltInPrefix;
  /** Offered in demo mode, and when the endpoint's list cannot be had; the default first wins while listed. */
  fallbackModels: readonly string[];
  preferredModel: string;
}

// OpenAI and Claude are SPEC's pair, first in every list; Gemini's list as of 2026-11-27.
const BUILT_INS: BuiltIn[] = [
  {
    id: 'openai',
    label: PROVIDER_LABELS.openai,
    kind: PROVIDER_KINDS.openai,
    prefix: 'OPENAI',
    fallbackModels: DEFAULT_MODEL_LISTS.openai,
    preferredModel: DEFAULT_MODELS.openai,
  },
  {
    id: 'claude',
    label: PROVIDER_LABELS.claude,
    kind: PROVIDER_KINDS.claude,
    prefix: 'ANTHROPIC',
    fallbackModels: DEFAULT_MODEL_LISTS.claude,
    preferredModel: DEFAULT_MODELS.claude,
  },
  {
    id: 'gemini',
    label: 'Gemini',
    kind: 'gemini',
    prefix: 'GEMINI',
    fallbackModels: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.5-flash-lite'],
    preferredModel: 'gemini-2.5-flash',
  },
];

/** The ids a connection of the file cannot take. */
export const BUILT_IN_IDS: readonly string[] = BUILT_INS.map((builtIn) => builtIn.id);

/** A comma list of models: trimmed, without duplicates; unset when it names none. */
function modelList(value: string | undefined): string[] | undefined {
  const models = [...new Set((value ?? '').split(',').map((name) => name.trim()))].filter(Boolean);
  return models.length > 0 ? models : undefined;
}

/** OpenAI, Claude and Gemini, always there: without a key each answers in demo mode. */
export function builtInConnections(env: BuiltInSettings): Connection[] {
  return BUILT_INS.map(({ id, label, kind, prefix, fallbackModels, preferredModel }) => ({
    id,
    label,
    kind,
    apiKey: env[`${prefix}_API_KEY`],
    baseUrl: env[`${prefix}_BASE_URL`],
    models: modelList(env[`${prefix}_MODELS`]),
    builtIn: {
      keyVariable: `${prefix}_API_KEY`,
      baseUrlVariable: `${prefix}_BASE_URL`,
      fallbackModels,
      preferredModel,
    },
  }));
}
