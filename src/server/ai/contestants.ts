import type { Catalogue } from '#server/ai/catalogue';
import { resolveModelSettings } from '#server/ai/catalogue-settings';
import type { AskedReply } from '#server/db/queries/turns';
import { AppError } from '#server/errors';
import type { ModelSettings } from '#shared/api/chat';
import type { Contestant } from '#shared/api/contestants';
import type { ConnectionId } from '#shared/connection-id';
import { isProvider } from '#shared/constants';
import { modelNotOfferedMessage, settingOutOfRangeMessage, unknownConnectionMessage } from '#shared/errors';
import { SIDES, type Side } from '#shared/sides';

type Given = Pick<Contestant, 'provider' | 'model'> & Partial<Pick<Contestant, 'temperature' | 'maxTokens'>>;

function inRange(label: string, setting: string, value: number | undefined, range: { min: number; max: number }) {
  if (value !== undefined && (value < range.min || value > range.max)) {
    throw new AppError('validation_failed', settingOutOfRangeMessage(label, setting, range));
  }
}

/**
 * Contestants as the catalogue takes them today (docs/decisions/039-contestants.md): each on a
 * connection this server has, with a model it offers and settings on that connection's own scale,
 * else a 400 that names which; a setting left out takes the connection's default.
 */
export function resolveContestants(catalogue: Catalogue, given: readonly Given[]): Contestant[] {
  return given.map((contestant) => resolveContestant(catalogue, contestant));
}

function resolveContestant(catalogue: Catalogue, { provider, model, temperature, maxTokens }: Given): Contestant {
  const entry = catalogue[provider];
  if (!entry) throw new AppError('validation_failed', unknownConnectionMessage(provider));
  if (!entry.models.includes(model)) {
    throw new AppError('validation_failed', modelNotOfferedMessage(entry.label, model, entry.models));
  }
  inRange(entry.label, 'temperature', temperature, entry.temperature);
  inRange(entry.label, 'max tokens', maxTokens, entry.maxTokens);
  return {
    provider,
    model,
    temperature: temperature ?? entry.temperature.default,
    maxTokens: maxTokens ?? entry.maxTokens.default,
  };
}

/**
 * What a reply is asked again with, by regenerate: the conversation's contestant on its side when
 * that is on the same connection, else SPEC's model settings for SPEC's pair, else the connection's
 * defaults for the model it answered with.
 */
export function askAgainFor(catalogue: Catalogue, contestants: readonly Contestant[] | null, settings?: ModelSettings) {
  return ({ provider, side, model }: { provider: ConnectionId; side: Side; model: string | null }): AskedReply => {
    const contestant = contestants?.[SIDES.indexOf(side)];
    if (contestant?.provider === provider) return { ...resolveContestant(catalogue, contestant), side };
    if (isProvider(provider)) return { provider, side, ...resolveModelSettings(catalogue, provider, settings) };
    const fallback = model ?? catalogue[provider]?.defaultModel ?? '';
    return { ...resolveContestant(catalogue, { provider, model: fallback }), side };
  };
}

/** A reply asked of each contestant, side a for the first. */
export function askContestants(contestants: readonly Contestant[]): AskedReply[] {
  return contestants.map((contestant, index) => ({ ...contestant, side: SIDES[index] ?? 'b' }));
}
