import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollRequest, type SignedInUser } from '#bench/lib/polling';
import type { SoakCluster } from '#bench/lib/soak-cluster';
import { countConnectionError, countStatus, newTally, type Tally } from '#bench/lib/soak-tally';

export interface Pollers {
  tally: Tally;
  /** Resolves once every poller has finished its last request. */
  stop(): Promise<void>;
}

const INTERVAL_MS = 1000;
const TIMEOUT_MS = 10_000;
// node:http rather than fetch: a thousand requests a second cost the load generator far less CPU.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** The status of a GET whose body is read and dropped; rejects on a connection error or after the timeout. */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.once('error', reject);
  });
}

/** Open tabs: each asks `/api/messages/updates` about its own conversation about once a second, and goes on through errors. */
export function startPollers(cluster: SoakCluster, users: SignedInUser[]): Pollers {
  const tally = newTally();
  let stopped = false;
  const poller = async (user: SignedInUser, index: number) => {
    // Spread over the first second, as tabs opened at different times are.
    await sleep(Math.random() * INTERVAL_MS);
    while (!stopped) {
      const started = performance.now();
      const { path, headers } = pollRequest(user);
      try {
        const status = await get(`${cluster.urlFor(index)}${path}`, headers ?? {});
        countStatus(tally, status, 'GET /api/messages/updates', started);
      } catch (error) {
        countConnectionError(tally, error, cluster.inKillWindow(), 'GET /api/messages/updates');
      }
      const jitter = (Math.random() - 0.5) * 100;
      await sleep(Math.max(0, INTERVAL_MS + jitter - (performance.now() - started)));
    }
  };
  const running = Promise.all(users.map(poller));
  return {
    tally,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
