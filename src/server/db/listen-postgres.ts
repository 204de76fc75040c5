import pg from 'pg';
import type { Listen } from '#server/db/listen';

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
