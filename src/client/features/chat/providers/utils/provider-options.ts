import type { PairCatalogue } from '#shared/api/models';
import { PROVIDERS, type Provider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

export interface ProviderOption {
  id: Provider;
  label: string;
  /** Unknown until the catalogue has loaded. */
  mode?: PairCatalogue['mode'];
}

/** The server's providers; before its catalogue loads, the two the product always has. */
export function providerOptions(providers: readonly PairCatalogue[]): ProviderOption[] {
  if (providers.length > 0) return providers.map(({ id, label, mode }) => ({ id, label, mode }));
  return PROVIDERS.map((id) => ({ id, label: PROVIDER_LABELS[id] }));
}
