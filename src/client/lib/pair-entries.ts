import type { PairCatalogue, ProviderCatalogue } from '#shared/api/models';
import { isProvider } from '#shared/constants';

/** SPEC's pair among the server's connections: what its toggles and the model settings offer. */
export function pairEntries(catalogue: readonly ProviderCatalogue[]): PairCatalogue[] {
  return catalogue.filter((entry): entry is PairCatalogue => isProvider(entry.id));
}
