import type { Pair, PairSide } from '#client/features/chat/compose/utils/pair';
import type { StartingPair } from '#shared/api/admin-settings';
import type { ProviderCatalogue } from '#shared/api/models';
import { isProvider, PROVIDERS } from '#shared/constants';

type Connection = Pick<ProviderCatalogue, 'id' | 'mode' | 'models' | 'defaultModel'>;

const defaultSide = (connection: Connection): PairSide => ({
  provider: connection.id,
  model: connection.defaultModel,
});

/**
 * The pair someone who has never sent from this browser starts with: the admin's choice when there
 * is one (the server sends it only while both its models are offered), else the best its connections
 * offer (docs/behaviour.md, Main chat screen): SPEC's toggles (null) when OpenAI and Claude both
 * answer for real or nothing does; else, so that nobody starts comparing a demo stand-in, the
 * default models of the first two live connections, or two models of the only one.
 */
export function startingPair(catalogue: readonly Connection[], chosen: StartingPair | null = null): Pair | null {
  if (chosen) return { a: { ...chosen.a }, b: { ...chosen.b } };
  const live = catalogue.filter((connection) => connection.mode === 'live' && connection.models.length > 0);
  const [first, second] = live;
  if (!first || live.filter((connection) => isProvider(connection.id)).length === PROVIDERS.length) return null;
  if (second) return { a: defaultSide(first), b: defaultSide(second) };
  const other = first.models.find((model) => model !== first.defaultModel);
  return other ? { a: defaultSide(first), b: { provider: first.id, model: other } } : null;
}
