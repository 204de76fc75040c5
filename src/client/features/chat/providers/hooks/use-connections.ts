import { createContext, useContext } from 'react';
import { type ConnectionInfo, connectionInfo } from '#client/features/chat/providers/utils/connections';
import type { ProviderCatalogue } from '#shared/api/models';

const NONE: readonly ProviderCatalogue[] = [];

/**
 * The server's connections (GET /api/models), for whatever names or marks a side: a reply is drawn
 * in places that hold no query (a test, a search hit), where SPEC's pair is named by itself.
 */
export const ConnectionsContext = createContext<readonly ProviderCatalogue[]>(NONE);

export function useConnections(): readonly ProviderCatalogue[] {
  return useContext(ConnectionsContext);
}

/** One connection by its id (a reply's sender). */
export function useConnection(id: string): ConnectionInfo {
  return connectionInfo(useConnections(), id);
}
