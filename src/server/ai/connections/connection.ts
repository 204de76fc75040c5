import type { ConnectionKind } from '#shared/connection-kinds';

/** A provider endpoint the server can ask (docs/decisions/037-connections.md). Never sent to a browser. */
export interface Connection {
  /** A lowercase slug: what replies name as their sender. */
  id: string;
  label: string;
  kind: ConnectionKind;
  /** The endpoint; unset, the SDK's own. */
  baseUrl?: string | undefined;
  /** Unset on a built-in: demo mode. A connection of the file may have none (a local server). */
  apiKey?: string | undefined;
  /** The models offered, the first the default; unset, those the endpoint lists. */
  models?: string[] | undefined;
  /** A built-in's own facts: the variables of its key and address, and the models it offers without a list. */
  builtIn?:
    | { keyVariable: string; baseUrlVariable: string; fallbackModels: readonly string[]; preferredModel: string }
    | undefined;
}

/** Where an operator sets a connection's key and address, as messages to them name it. */
export function settingNames(connection: Pick<Connection, 'id' | 'builtIn'>): {
  keyVariable: string;
  baseUrlVariable: string;
} {
  if (connection.builtIn) return connection.builtIn;
  const entry = `of "${connection.id}" in CONNECTIONS_FILE`;
  return { keyVariable: `the apiKey ${entry}`, baseUrlVariable: `the baseUrl ${entry}` };
}

/** The connection with this id; every built-in is always there. */
export function connectionOf(config: { connections: readonly Connection[] }, id: string): Connection {
  const connection = config.connections.find((candidate) => candidate.id === id);
  if (!connection) throw new Error(`No connection "${id}"`);
  return connection;
}
