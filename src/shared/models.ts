import type { ConnectionKind } from '#shared/connection-kinds';
import { isProvider, type Provider } from '#shared/constants';
import type { Side } from '#shared/sides';

/**
 * The built-in model lists (docs/behaviour.md, Replies and providers): what demo providers offer,
 * and the fallback when a provider's models endpoint cannot be read. Live providers offer what they
 * list, or the environment's lists.
 */
export const DEFAULT_MODEL_LISTS: Record<Provider, readonly string[]> = {
  openai: ['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo'],
  claude: ['claude-3-opus-20240229', 'claude-3-7-sonnet-20250219', 'claude-3-haiku-20240307'],
};

export const DEFAULT_MODELS: Record<Provider, string> = {
  openai: 'gpt-4o',
  claude: 'claude-3-7-sonnet-20250219',
};

export const PROVIDER_LABELS: Record<Provider, string> = { openai: 'OpenAI', claude: 'Claude' };

/** The kind of endpoint each of the two built-in connections is. */
export const PROVIDER_KINDS: Record<Provider, ConnectionKind> = { openai: 'openai', claude: 'anthropic' };

/** The side each answers on when asked through `models`: OpenAI on the left, Claude on the right. */
export const PROVIDER_SIDES: Record<Provider, Side> = { openai: 'a', claude: 'b' };

/** The side of a reply that names no side (stored or exported before sides): SPEC's pair's, else b. */
export const sideOfSender = (sender: string): Side => (isProvider(sender) ? PROVIDER_SIDES[sender] : 'b');

export const DEFAULT_TEMPERATURE = 0.7;

/** Temperature ranges on each kind of endpoint's own scale; the sliders step by 0.1. */
export const KIND_TEMPERATURE_RANGES: Record<ConnectionKind, { min: number; max: number; step: number }> = {
  openai: { min: 0, max: 2, step: 0.1 },
  anthropic: { min: 0, max: 1, step: 0.1 },
  gemini: { min: 0, max: 2, step: 0.1 },
  'openai-compatible': { min: 0, max: 2, step: 0.1 },
};

/** SPEC's pair's ranges, as its chat requests are validated. */
export const TEMPERATURE_RANGES: Record<Provider, { min: number; max: number; step: number }> = {
  openai: KIND_TEMPERATURE_RANGES[PROVIDER_KINDS.openai],
  claude: KIND_TEMPERATURE_RANGES[PROVIDER_KINDS.claude],
};

/** The request schema allows 10–4096; the sidebar slider offers 100–4000 in steps of 100. */
export const MAX_TOKENS_RANGE = { min: 10, max: 4096, default: 1024 };
export const MAX_TOKENS_SLIDER = { min: 100, max: 4000, step: 100 };
