import pg from 'pg';
import type { PgliteClient } from '#server/db/pglite-thread';

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** Listening (again): payloads from now on arrive; whatever came before may have been missed. */
  onUp(): void;
  /** Not listening: payloads are being missed until the next onUp. */
  onDown(): void;
}

/** Delivers the payloads NOTIFYed on a channel, by any process on the database, until stopped. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

/** The embedded database is in this process: once listening, nothing can be lost. */
export function listenOnPglite(client: Pick<PgliteClient, 'listen'>): Listen {
  return async (channel, { onPayload, onUp }) => {
    const unlisten = await client.listen(channel, onPayload);
    onUp();
    // A database already closed has nothing left to stop.
    return () => unlisten().catch(() => undefined);
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * Holds a connection of its own in LISTEN (not one of the pool's, which it would keep from
 * queries and from closing). When it drops (a database restart), or cannot be made at all, it
 * says so and keeps trying, backing off while the database is away; it never fails the caller.
 */
export function listenOnPostgres(config: pg.ClientConfig, onError: (error: Error) => void = () => undefined): Listen {
  return async (channel, { onPayload, onUp, onDown }) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retryTimer: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;

    const scheduleRetry = () => {
      if (stopped) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    const connect = async (): Promise<void> => {
      const connection = new pg.Client(config);
      const lost = (error?: Error) => {
        if (client !== connection) return;
        client = undefined;
        void connection.end().catch(() => undefined);
        if (error) onError(error);
        if (stopped) return;
        onDown();
        scheduleRetry();
      };
      connection.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      connection.on('error', lost);
      connection.once('end', () => lost());
      client = connection;
      try {
        await connection.connect();
        await connection.query(`LISTEN ${channel}`);
      } catch (error) {
        return lost(error as Error);
      }
      if (stopped) return void connection.end().catch(() => undefined);
      delay = RECONNECT_MIN_MS;
      onUp();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    };
  };
}
