import { setTimeout as sleep } from 'node:timers/promises';
import type { SignedInUser } from '#bench/lib/polling';
import type { SoakCluster } from '#bench/lib/soak-cluster';
import { countConnectionError, countStatus, type Tally } from '#bench/lib/soak-tally';
import type { Message } from '#shared/api/messages';
import { type LiveClient, openLive, type ReceivedEvent } from '#tests/helpers/live-client';

export interface LiveWatch {
  /** Reply messages this tab was given (in a `done` event or a snapshot), by id: how many times. */
  replies: Map<number, number>;
  /** Streams that ended without us closing them, outside a kill window. */
  unexpectedEnds: number;
  reconnects: number;
  stop(): Promise<void>;
}

// What the server asks for in its `retry:` line.
const RETRY_MS = 1000;
const DRAIN_MS = 250;

/**
 * An open tab's live channel on its conversation: reconnects as EventSource does, sending the last
 * event id back, on whatever process the cluster points it to.
 */
export function watchLive(cluster: SoakCluster, index: number, user: SignedInUser, tally: Tally): LiveWatch {
  const replies = new Map<number, number>();
  let stopped = false;
  let current: LiveClient | undefined;
  let lastEventId: string | undefined;
  const seen = (message: Message) => {
    if (message.sender !== 'user') replies.set(message.id, (replies.get(message.id) ?? 0) + 1);
  };
  const take = (event: ReceivedEvent) => {
    if (event.event === 'snapshot') for (const message of event.data.messages as Message[]) seen(message);
    else if (event.event === 'done') seen(event.data.message as Message);
  };

  const watch: LiveWatch = { replies, unexpectedEnds: 0, reconnects: 0, stop: async () => undefined };
  const run = async () => {
    while (!stopped) {
      try {
        const client = await openLive(cluster.urlFor(index), user.conversationId, { cookie: user.cookie, lastEventId });
        countStatus(tally, client.status, 'GET /api/conversations/:id/events');
        if (client.status === 200) {
          current = client;
          // Only what is new is kept: deltas over minutes would fill this process.
          const drain = () => {
            for (const event of client.events.splice(0)) take(event);
          };
          const timer = setInterval(drain, DRAIN_MS);
          await client.ended;
          clearInterval(timer);
          drain();
          lastEventId = client.lastEventId() ?? lastEventId;
          if (!stopped && !cluster.inKillWindow()) watch.unexpectedEnds++;
        }
      } catch (error) {
        countConnectionError(tally, error, cluster.inKillWindow(), 'GET /api/conversations/:id/events');
      }
      if (stopped) break;
      watch.reconnects++;
      await sleep(RETRY_MS);
    }
  };
  const running = run();
  watch.stop = async () => {
    stopped = true;
    current?.close();
    await running;
  };
  return watch;
}
