import type { ProviderCatalogue } from '#shared/api/models';
import type { ConnectionKind } from '#shared/connection-kinds';
import { isProvider } from '#shared/constants';
import { PROVIDER_KINDS, PROVIDER_LABELS } from '#shared/models';

/** What the screens need to name a connection (docs/decisions/037-connections.md). */
export type ConnectionInfo = Pick<ProviderCatalogue, 'id' | 'label' | 'kind' | 'modelNames'>;

const fallbackKind = (id: string): ConnectionKind => (isProvider(id) ? PROVIDER_KINDS[id] : 'openai-compatible');

/**
 * A connection as GET /api/models lists it; before the catalogue loads (or for one removed since
 * its replies were stored) SPEC's pair by its own names and any other by its id.
 */
export function connectionInfo(catalogue: readonly ProviderCatalogue[], id: string): ConnectionInfo {
  const entry = catalogue.find((item) => item.id === id);
  if (entry) return entry;
  return { id, label: isProvider(id) ? PROVIDER_LABELS[id] : id, kind: fallbackKind(id), modelNames: {} };
}

/** Whether the connection answers with demo stand-ins (no API key): unknown ones are taken as live. */
export const isDemo = (catalogue: readonly ProviderCatalogue[], id: string): boolean =>
  catalogue.some((item) => item.id === id && item.mode === 'demo');

/** A model's readable name ("GPT-4o mini"), else its id. */
export function modelName(connection: Pick<ConnectionInfo, 'modelNames'>, model: string): string {
  return Object.hasOwn(connection.modelNames, model) ? (connection.modelNames[model] ?? model) : model;
}

export interface SideName {
  connection: ConnectionInfo;
  model: string | null;
}

/**
 * How two sides tell themselves apart: by their connections' labels ("Claude", "Gemini"), or when
 * one connection answers on both (two OpenAI models), by their models' names.
 */
export function pairNames(left: SideName, right: SideName): [string, string] {
  if (left.connection.label !== right.connection.label || left.model === null || right.model === null)
    return [left.connection.label, right.connection.label];
  return [modelName(left.connection, left.model), modelName(right.connection, right.model)];
}
