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
