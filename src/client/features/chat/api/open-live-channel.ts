import type { LiveEventData, LiveEventName } from '#shared/api/live';

export type LiveEvent = { [Name in LiveEventName]: { name: Name; data: LiveEventData<Name> } }[LiveEventName];

export interface LiveChannelHandlers {
  /** The connection (or a reconnection) is established. */
  onOpen(): void;
  /** Anything arrived, well-formed or not: the connection is alive. */
  onAlive(): void;
  onEvent(event: LiveEvent): void;
  /** `closed`: the browser has given up (a refusal such as 404 or 429); otherwise it is reconnecting. */
  onError(closed: boolean): void;
}

export interface LiveChannel {
  close(): void;
  /** How often the server promises a `ping`. */
  pingIntervalMs: number;
}

/**
 * GET /api/conversations/{id}/events?after={id}: the conversation's live channel, Server-Sent
 * Events through the browser's EventSource, which resumes by itself with Last-Event-ID. Only
 * events that match the contract's schemas are passed on.
 */
export async function openLiveChannel(
  conversationId: number,
  after: number,
  handlers: LiveChannelHandlers,
): Promise<LiveChannel> {
  // The schemas bring zod, which the chat screen's first load does without: the channel opens later.
  const { liveEventSchemas, LIVE_PING_INTERVAL_MS } = await import('#shared/api/live');
  const query = new URLSearchParams({ after: String(after) });
  const source = new EventSource(`/api/conversations/${conversationId}/events?${query}`);
  for (const name of Object.keys(liveEventSchemas) as LiveEventName[]) {
    source.addEventListener(name, (event) => {
      handlers.onAlive();
      const data = parseData((event as MessageEvent<string>).data);
      const parsed = liveEventSchemas[name].safeParse(data);
      if (parsed.success) handlers.onEvent({ name, data: parsed.data } as LiveEvent);
      else console.warn(`Ignored a malformed live "${name}" event`, parsed.error);
    });
  }
  source.addEventListener('open', () => handlers.onOpen());
  source.addEventListener('error', () => handlers.onError(source.readyState === EventSource.CLOSED));
  return { close: () => source.close(), pingIntervalMs: LIVE_PING_INTERVAL_MS };
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
