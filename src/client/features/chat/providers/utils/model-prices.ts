import type { ProviderCatalogue } from '#shared/api/models';

/** US dollars per million tokens, as published on `takenOn` (YYYY-MM-DD). */
export type ModelPrice = NonNullable<ProviderCatalogue['capabilities'][string]['price']>;

/** A model's price, or null when the catalogue has none (unknown model, or not loaded yet). */
export type PriceLookup = (sender: string, model: string | null) => ModelPrice | null;

/** The price table of the server's catalogue (GET /api/models), by provider and model. */
export function priceLookup(catalogue: readonly ProviderCatalogue[]): PriceLookup {
  return (sender, model) => {
    if (model === null) return null;
    const provider = catalogue.find((entry) => entry.id === sender);
    return (provider && Object.hasOwn(provider.capabilities, model) && provider.capabilities[model]?.price) || null;
  };
}
