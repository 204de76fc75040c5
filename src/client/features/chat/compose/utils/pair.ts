import type { ContestantInput } from '#shared/api/contestants';
import { PROVIDERS, type Provider } from '#shared/constants';
import { PROVIDER_SIDES } from '#shared/models';

/**
 * One side as chosen in the pair picker: a connection and one of its models, with its own settings
 * on its connection's scale; one left out is the connection's default.
 */
export interface PairSide {
  provider: string;
  model: string;
  temperature?: number | undefined;
  maxTokens?: number | undefined;
}

/** Side a (left), and side b (right) or none: one model asked. */
export interface Pair {
  a: PairSide;
  b: PairSide | null;
}

/** What a send asks (docs/behaviour.md, The API calls): SPEC's toggles, or one or two contestants, side a first. */
export type Ask = { models: Provider[] } | { contestants: ContestantInput[] };

/** The model each of SPEC's pair answers with (the account's model settings): what its toggles ask. */
export type PairModels = Partial<Record<Provider, string>>;

/** The same model on the same connection, whatever each side's settings. */
export const sameSide = (x: PairSide | null, y: PairSide | null) =>
  x === y || (x !== null && y !== null && x.provider === y.provider && x.model === y.model);

/** The same models on the same sides, whatever their settings. */
export const samePair = (x: Pair, y: Pair) => sameSide(x.a, y.a) && sameSide(x.b, y.b);

/** A side as sent and kept: its settings only where set (JSON leaves the others out). */
const sideOf = ({ provider, model, temperature, maxTokens }: PairSide): PairSide => ({
  provider,
  model,
  temperature,
  maxTokens,
});

/** A side's model alone: the connection's defaults apply. */
export const modelOnly = ({ provider, model }: PairSide): PairSide => ({ provider, model });

/** Whether a side has settings of its own. */
const hasSettings = (side: PairSide | null) => side?.temperature !== undefined || side?.maxTokens !== undefined;

/** The contestants a pair sends, side a first, each with the settings chosen for it (else its connection's defaults). */
export function contestantsOf(pair: Pair): ContestantInput[] {
  return pair.b ? [sideOf(pair.a), sideOf(pair.b)] : [sideOf(pair.a)];
}

/** A conversation's stored contestants (every setting resolved) as a pair; null for none. */
export function pairOf(contestants: readonly PairSide[] | null | undefined): Pair | null {
  const [a, b] = contestants ?? [];
  return a ? { a: sideOf(a), b: b ? sideOf(b) : null } : null;
}

/** SPEC's toggles as the pair they ask: each chosen provider on its own side, with its settings' model. */
export function togglesPair(asked: readonly Provider[], models: PairModels): Pair | null {
  const sideOf = (side: 'a' | 'b'): PairSide | null => {
    const provider = PROVIDERS.find((item) => PROVIDER_SIDES[item] === side && asked.includes(item));
    const model = provider && models[provider];
    return provider && model ? { provider, model } : null;
  };
  const [a, b] = [sideOf('a'), sideOf('b')];
  if (a) return { a, b };
  return b ? { a: b, b: null } : null;
}

/**
 * Whether a pair is exactly SPEC's (each of its providers on its own side with its settings' model,
 * and no settings of a side's own: the toggles take theirs from the model settings): it is asked
 * through `models`.
 */
export function isSpecPair(pair: Pair, models: PairModels): boolean {
  const spec = togglesPair(PROVIDERS, models);
  return spec !== null && spec.b !== null && samePair(pair, spec) && !hasSettings(pair.a) && !hasSettings(pair.b);
}
