import type { Pair, PairSide } from '#client/features/chat/compose/utils/pair';
import { pairText } from '#client/features/chat/compose/utils/pair-text';
import { modelName } from '#client/features/chat/providers/utils/connections';
import type { ProviderCatalogue } from '#shared/api/models';

type Capabilities = ProviderCatalogue['capabilities'][string];

/** One choice of the pair picker's list. */
export type PickerOption =
  | { kind: 'pair'; id: string; pair: Pair; text: string }
  | { kind: 'model'; id: string; side: PairSide; name: string; capabilities: Capabilities | undefined }
  | { kind: 'none'; id: string };

export interface PickerGroup {
  id: string;
  label: string;
  /** The connection's kind (its icon); none for the recent pairs. */
  connection: ProviderCatalogue | null;
  options: PickerOption[];
}

/** Whether every word typed is in the text (case aside). */
function matches(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/**
 * The picker's list for one side: the recent pairs first (choosing one takes both sides), for side
 * b "no second model", then every connection's models under its label; all filtered by the search.
 */
export function pickerGroups(
  catalogue: readonly ProviderCatalogue[],
  recent: readonly Pair[],
  query: string,
  withNone: boolean,
): PickerGroup[] {
  const groups: PickerGroup[] = [];
  const pairs = recent
    .map((pair, index) => ({ kind: 'pair' as const, id: `pair-${index}`, pair, text: pairText(catalogue, pair) }))
    .filter((option) => matches(option.text, query));
  if (pairs.length > 0) groups.push({ id: 'recent', label: 'Recent pairs', connection: null, options: pairs });
  if (withNone && query.trim() === '')
    groups.push({ id: 'none', label: 'One model', connection: null, options: [{ kind: 'none', id: 'none' }] });
  for (const connection of catalogue) {
    const options: PickerOption[] = connection.models
      .map((model) => ({
        kind: 'model' as const,
        id: `model-${connection.id}-${model}`,
        side: { provider: connection.id, model },
        name: modelName(connection, model),
        capabilities: connection.capabilities[model],
      }))
      .filter((option) => matches(`${connection.label} ${option.name} ${option.side.model}`, query));
    if (options.length > 0) groups.push({ id: connection.id, label: connection.label, connection, options });
  }
  return groups;
}

/** What a model takes, in words: "images, PDFs, reasoning". */
export function capabilityWords(capabilities: Capabilities | undefined): string[] {
  if (!capabilities) return [];
  return [capabilities.images && 'images', capabilities.pdfs && 'PDFs', capabilities.reasoning && 'reasoning'].filter(
    (word): word is string => typeof word === 'string',
  );
}
