import type { Contestant, ContestantInput } from '#shared/api/contestants';
import { PROVIDERS, type Provider } from '#shared/constants';
import { PROVIDER_SIDES } from '#shared/models';

/** One side as chosen in the pair picker: a connection and one of its models. */
export interface PairSide {
  provider: string;
  model: string;
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

export const sameSide = (x: PairSide | null, y: PairSide | null) =>
  x === y || (x !== null && y !== null && x.provider === y.provider && x.model === y.model);

export const samePair = (x: Pair, y: Pair) => sameSide(x.a, y.a) && sameSide(x.b, y.b);

/** The contestants a pair sends, side a first, with no settings: the server uses each connection's defaults. */
export function contestantsOf(pair: Pair): ContestantInput[] {
  const side = ({ provider, model }: PairSide) => ({ provider, model });
  return pair.b ? [side(pair.a), side(pair.b)] : [side(pair.a)];
}

/** A conversation's stored contestants as a pair; null for none. */
export function pairOf(contestants: readonly Pick<Contestant, 'provider' | 'model'>[] | null | undefined): Pair | null {
  const [a, b] = contestants ?? [];
  if (!a) return null;
  return { a: { provider: a.provider, model: a.model }, b: b ? { provider: b.provider, model: b.model } : null };
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

/** Whether a pair is exactly SPEC's (each of its providers on its own side with its settings' model): it is asked through `models`. */
export function isSpecPair(pair: Pair, models: PairModels): boolean {
  const spec = togglesPair(PROVIDERS, models);
  return spec !== null && spec.b !== null && samePair(pair, spec);
}
