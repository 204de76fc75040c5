/**
 * A connection's id (docs/decisions/037-connections.md): a lowercase slug, what replies name as
 * their sender. The one pattern the connections file, the API and the database's checks hold to.
 */
export const CONNECTION_ID_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$';

/** A connection's id: SPEC's `openai` or `claude`, or any other connection's. */
export type ConnectionId = string;
