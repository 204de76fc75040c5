import type { Catalogue } from '#server/ai/catalogue';
import type { PairChoice, StartingPair } from '#shared/api/admin-settings';

const offers = (catalogue: Catalogue, side: StartingPair['a']) =>
  catalogue[side.provider]?.models.includes(side.model) === true;

/**
 * The admin's starting pair while the connections still offer both its models, else null: the web
 * app then starts with the best pair they offer, as it does with none set (decision 045).
 */
export function offeredStartingPair(catalogue: Catalogue, pair: StartingPair | null): StartingPair | null {
  return pair && offers(catalogue, pair.a) && offers(catalogue, pair.b) ? pair : null;
}

/** What the starting pair may be chosen from: every connection in the catalogue's order, with its models' names. */
export function pairChoices(catalogue: Catalogue): PairChoice[] {
  return Object.values(catalogue).flatMap((entry) =>
    entry
      ? [
          {
            id: entry.id,
            label: entry.label,
            mode: entry.mode,
            models: entry.models.map((model) => ({ id: model, name: entry.modelNames[model] ?? model })),
          },
        ]
      : [],
  );
}
