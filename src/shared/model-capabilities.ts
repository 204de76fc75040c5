import type { ConnectionKind } from '#shared/connection-kinds';

/** Price in US dollars per million tokens, as the provider published it on `takenOn`. */
export interface ModelPrice {
  input: number;
  output: number;
  /** YYYY-MM-DD. */
  takenOn: string;
}

export interface ModelCapabilities {
  /** Takes PNG and JPEG images. */
  images: boolean;
  /** Takes PDF documents natively. */
  pdfs: boolean;
  /**
   * A reasoning model: OpenAI's take no `temperature` and count their output with
   * `max_completion_tokens` instead of `max_tokens`.
   */
  reasoning: boolean;
  /** Whether the model takes a temperature; the model settings disable the slider when it does not. */
  temperature: boolean;
  /** Unknown for models outside the table: no cost is shown for them. */
  price: ModelPrice | null;
}

/**
 * When the prices below were read from the providers' published price lists (the newest entries,
 * Claude Opus 4.5 and GPT-5.1, were published in November 2025).
 */
export const PRICES_TAKEN_ON = '2025-11-24';

interface Family {
  kind: ConnectionKind;
  /** Matches the model id and its dated snapshots ("gpt-4o" matches "gpt-4o-2024-08-06", not "gpt-4o-mini"). */
  id: string;
  capabilities: Omit<ModelCapabilities, 'temperature'>;
}

const family =
  (reasoning: boolean) =>
  (images: boolean, pdfs: boolean, input: number, output: number): Family['capabilities'] => ({
    images,
    pdfs,
    reasoning,
    price: { input, output, takenOn: PRICES_TAKEN_ON },
  });
const chat = family(false);
const reasoning = family(true);

// By line, newest first. The longest id that matches wins: "o1-preview" is not a snapshot of "o1".
const FAMILIES: Family[] = [
  { kind: 'openai', id: 'gpt-5.1', capabilities: reasoning(true, true, 1.25, 10) },
  { kind: 'openai', id: 'gpt-5', capabilities: reasoning(true, true, 1.25, 10) },
  { kind: 'openai', id: 'gpt-5-mini', capabilities: reasoning(true, true, 0.25, 2) },
  { kind: 'openai', id: 'gpt-5-nano', capabilities: reasoning(true, true, 0.05, 0.4) },
  { kind: 'openai', id: 'gpt-5-chat-latest', capabilities: chat(true, true, 1.25, 10) },
  { kind: 'openai', id: 'gpt-4.1', capabilities: chat(true, true, 2, 8) },
  { kind: 'openai', id: 'gpt-4.1-mini', capabilities: chat(true, true, 0.4, 1.6) },
  { kind: 'openai', id: 'gpt-4.1-nano', capabilities: chat(true, true, 0.1, 0.4) },
  { kind: 'openai', id: 'gpt-4o', capabilities: chat(true, true, 2.5, 10) },
  { kind: 'openai', id: 'gpt-4o-mini', capabilities: chat(true, true, 0.15, 0.6) },
  { kind: 'openai', id: 'chatgpt-4o-latest', capabilities: chat(true, true, 5, 15) },
  { kind: 'openai', id: 'gpt-4-turbo', capabilities: chat(true, false, 10, 30) },
  // The GPT-4 Turbo previews before gpt-4-turbo-2024-04-09 saw no images.
  { kind: 'openai', id: 'gpt-4-turbo-preview', capabilities: chat(false, false, 10, 30) },
  { kind: 'openai', id: 'gpt-4-0125-preview', capabilities: chat(false, false, 10, 30) },
  { kind: 'openai', id: 'gpt-4-1106-preview', capabilities: chat(false, false, 10, 30) },
  { kind: 'openai', id: 'gpt-4', capabilities: chat(false, false, 30, 60) },
  { kind: 'openai', id: 'gpt-3.5-turbo', capabilities: chat(false, false, 0.5, 1.5) },
  { kind: 'openai', id: 'o4-mini', capabilities: reasoning(true, true, 1.1, 4.4) },
  { kind: 'openai', id: 'o3', capabilities: reasoning(true, true, 2, 8) },
  { kind: 'openai', id: 'o3-mini', capabilities: reasoning(false, false, 1.1, 4.4) },
  { kind: 'openai', id: 'o1', capabilities: reasoning(true, true, 15, 60) },
  { kind: 'openai', id: 'o1-preview', capabilities: reasoning(false, false, 15, 60) },
  { kind: 'openai', id: 'o1-mini', capabilities: reasoning(false, false, 1.1, 4.4) },
  { kind: 'anthropic', id: 'claude-opus-4-5', capabilities: chat(true, true, 5, 25) },
  { kind: 'anthropic', id: 'claude-opus-4-1', capabilities: chat(true, true, 15, 75) },
  { kind: 'anthropic', id: 'claude-opus-4', capabilities: chat(true, true, 15, 75) },
  { kind: 'anthropic', id: 'claude-sonnet-4-5', capabilities: chat(true, true, 3, 15) },
  { kind: 'anthropic', id: 'claude-sonnet-4', capabilities: chat(true, true, 3, 15) },
  { kind: 'anthropic', id: 'claude-haiku-4-5', capabilities: chat(true, true, 1, 5) },
  { kind: 'anthropic', id: 'claude-3-7-sonnet', capabilities: chat(true, true, 3, 15) },
  { kind: 'anthropic', id: 'claude-3-5-sonnet', capabilities: chat(true, true, 3, 15) },
  { kind: 'anthropic', id: 'claude-3-5-haiku', capabilities: chat(true, true, 0.8, 4) },
  { kind: 'anthropic', id: 'claude-3-opus', capabilities: chat(true, false, 15, 75) },
  { kind: 'anthropic', id: 'claude-3-haiku', capabilities: chat(true, false, 0.25, 1.25) },
  // Text prices (images cost the same per token). Pro models cost more past a 200k-token prompt:
  // these are their base prices, for prompts up to 200k. The 2.5 and 3 models think.
  { kind: 'gemini', id: 'gemini-3-pro-preview', capabilities: reasoning(true, true, 2, 12) },
  { kind: 'gemini', id: 'gemini-2.5-pro', capabilities: reasoning(true, true, 1.25, 10) },
  { kind: 'gemini', id: 'gemini-2.5-flash', capabilities: reasoning(true, true, 0.3, 2.5) },
  { kind: 'gemini', id: 'gemini-2.5-flash-lite', capabilities: reasoning(true, true, 0.1, 0.4) },
  { kind: 'gemini', id: 'gemini-2.0-flash', capabilities: chat(true, true, 0.1, 0.4) },
  { kind: 'gemini', id: 'gemini-2.0-flash-lite', capabilities: chat(true, true, 0.075, 0.3) },
];

/** A dated snapshot or alias of a family: "-2024-08-06", "-20250219", "-0125", "-1106-preview", "-latest". */
const SNAPSHOT_SUFFIX = /^-(\d{4}-\d{2}-\d{2}|\d{8}|\d{4}(-preview)?|latest|preview)$/;
/** Each kind's way of naming versions, where it has its own. */
const SUFFIXES: Partial<Record<ConnectionKind, RegExp>> = {
  // A stable version "-001", a dated preview "-preview-09-2025" or "-preview-06-05", "-latest".
  gemini: /^-(\d{3}|latest|preview(-\d{2}-(\d{2}|\d{4}))?)$/,
};

/**
 * OpenAI's o-series and GPT-5 line (gpt-5.2, gpt-5.4-mini…) are reasoning models: one newer than
 * the table still must not be sent a temperature or max_tokens, which OpenAI refuses.
 * Their "-chat" variants are not.
 */
const OPENAI_REASONING_LINE = /^(o\d+|gpt-5(\.\d+)?)(-|$)/;

/** Safe defaults for a model outside the table (an OpenAI-compatible server's, a new one): text only, no price. */
export const UNKNOWN_MODEL: Readonly<ModelCapabilities> = Object.freeze({
  images: false,
  pdfs: false,
  reasoning: false,
  temperature: true,
  price: null,
});

const matches = (family: Family, model: string) =>
  model === family.id ||
  (model.startsWith(family.id) && (SUFFIXES[family.kind] ?? SNAPSHOT_SUFFIX).test(model.slice(family.id.length)));

/**
 * What a model of this kind of endpoint takes and costs, from its family; UNKNOWN_MODEL's defaults
 * when the family is not known (always, for an OpenAI-compatible server: its names are its own).
 */
export function capabilitiesOf(kind: ConnectionKind, model: string): ModelCapabilities {
  const known = FAMILIES.filter((candidate) => candidate.kind === kind && matches(candidate, model)).sort(
    (a, b) => b.id.length - a.id.length,
  )[0];
  const capabilities = known
    ? { ...known.capabilities, price: known.capabilities.price && { ...known.capabilities.price } }
    : {
        ...UNKNOWN_MODEL,
        reasoning: kind === 'openai' && OPENAI_REASONING_LINE.test(model) && !model.includes('-chat'),
      };
  // OpenAI's reasoning models refuse a temperature; Claude's take one.
  return { ...capabilities, temperature: !(kind === 'openai' && capabilities.reasoning) };
}
