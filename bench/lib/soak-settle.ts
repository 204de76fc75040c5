import type { SignedInUser } from '#bench/lib/polling';
import type { SoakCluster } from '#bench/lib/soak-cluster';
import type { LiveWatch } from '#bench/lib/soak-live';
import type { SoakProviders } from '#bench/lib/soak-providers';
import type { Message } from '#shared/api/messages';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no provider call has been made for `quietMs` and none is open: longer than a lease
 * and a sweep, so that a job left by the killed process has had its chance to be taken up again.
 * Returns the seconds it took, or null if the providers never fell quiet.
 */
export async function waitForQuiet(providers: SoakProviders, quietMs: number, timeoutMs: number) {
  const started = performance.now();
  while (providers.inFlight() > 0 || performance.now() - providers.lastCallAt() < quietMs) {
    if (performance.now() - started > timeoutMs) return null;
    await sleep(200);
  }
  return (performance.now() - started) / 1000;
}

export interface LiveCatchUp {
  /** Replies stored in the chatters' conversations, as the API lists them. */
  stored: number;
  /** Of those, the ones a chatter's live channel never delivered. */
  missed: number;
  /** Replies delivered more than once to the same channel (a resumed stream may resend). */
  resent: number;
}

/** Gives each live channel up to `timeoutMs` to have delivered every reply stored in its conversation. */
export async function waitForLive(
  cluster: SoakCluster,
  users: SignedInUser[],
  watches: LiveWatch[],
  timeoutMs: number,
): Promise<LiveCatchUp> {
  const expected = await Promise.all(
    users.map(async (user, index) => {
      const response = await fetch(`${cluster.urlFor(index)}/api/conversations/${user.conversationId}`, {
        headers: { cookie: user.cookie },
      });
      if (!response.ok) throw new Error(`GET /api/conversations/:id answered ${response.status}`);
      const messages = (await response.json()) as Message[];
      return messages.filter((message) => message.sender !== 'user').map((message) => message.id);
    }),
  );
  const missing = () =>
    expected.reduce((sum, ids, index) => sum + ids.filter((id) => !watches[index]?.replies.has(id)).length, 0);
  const deadline = performance.now() + timeoutMs;
  while (missing() > 0 && performance.now() < deadline) await sleep(200);
  const resent = watches.reduce(
    (sum, watch) => sum + [...watch.replies.values()].filter((times) => times > 1).length,
    0,
  );
  return { stored: expected.reduce((sum, ids) => sum + ids.length, 0), missed: missing(), resent };
}
