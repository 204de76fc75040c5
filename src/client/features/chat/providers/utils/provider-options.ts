import { pairEntries } from '#client/lib/pair-entries';
import type { PairCatalogue, ProviderCatalogue } from '#shared/api/models';
import { PROVIDERS, type Provider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

export interface ProviderOption {
  id: Provider;
  label: string;
  /** Unknown until the catalogue has loaded. */
  mode?: PairCatalogue['mode'];
}

/** SPEC's toggles; before the catalogue loads, the two the product always has. */
export function providerOptions(providers: readonly ProviderCatalogue[]): ProviderOption[] {
  const pair = pairEntries(providers);
  if (pair.length > 0) return pair.map(({ id, label, mode }) => ({ id, label, mode }));
  return PROVIDERS.map((id) => ({ id, label: PROVIDER_LABELS[id] }));
}
