import { type SQL, sql } from 'drizzle-orm';

// In the data layer, below the bus: some of its statements send the bus's notifications themselves
// (counted-turns.ts).

/** The channel the live replies' bus NOTIFYs and LISTENs on (docs/behaviour.md, Live replies). */
export const LIVE_CHANNEL = 'pairwise_live';

/** A statement that NOTIFYs `payload` on the channel as it is. */
export const notifyPayload = (payload: string) => sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`;

/**
 * A NOTIFY of one event, its JSON built by the statement that makes it true, so that the change and
 * its announcement take one round trip. The payload is the bus's envelope (`origin`, `events`);
 * other processes read what it leaves out by id.
 */
export const notifyInStatement = (origin: SQL, event: SQL) =>
  sql`pg_notify(${LIVE_CHANNEL}, json_build_object('origin', ${origin}, 'events', json_build_array(${event}))::text)`;
