import type { Pair, PairSide } from '#client/features/chat/compose/utils/pair';
import { connectionInfo, modelName } from '#client/features/chat/providers/utils/connections';
import type { ProviderCatalogue } from '#shared/api/models';

/** A side as its model's readable name ("GPT-4o"). */
export const sideText = (catalogue: readonly ProviderCatalogue[], side: PairSide) =>
  modelName(connectionInfo(catalogue, side.provider), side.model);

/** A pair as the composer shows it: "GPT-4o vs Claude 3.7 Sonnet", or one model's name. */
export function pairText(catalogue: readonly ProviderCatalogue[], pair: Pair): string {
  const a = sideText(catalogue, pair.a);
  return pair.b ? `${a} vs ${sideText(catalogue, pair.b)}` : a;
}
