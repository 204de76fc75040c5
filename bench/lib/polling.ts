import type { PointResult } from '#bench/lib/baseline-bench';
import { type BenchRequest, runLoad } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import type { SeededUser } from '#bench/lib/seed';
import type { BenchServer } from '#bench/lib/server-child';

export interface SignedInUser extends SeededUser {
  cookie: string;
}

/** "Anything new?" for one user's own conversation, when nothing is: what every open tab asks each second. */
export function pollRequest(user: SignedInUser): BenchRequest {
  return {
    path: `/api/messages/updates?conversationId=${user.conversationId}&afterMessageId=${user.lastMessageId}`,
    headers: { cookie: user.cookie },
  };
}

async function checkPoll(url: string, user: SignedInUser): Promise<void> {
  const { path, headers } = pollRequest(user);
  const response = await fetch(`${url}${path}`, { headers });
  const body = await response.text();
  if (response.status !== 200 || body !== '[]') {
    throw new Error(`a poll should answer 200 [] but answered ${response.status} ${body.slice(0, 200)}`);
  }
}

/** Closed-loop polling at each connection count, one signed-in user per connection. */
export async function runPolling(
  options: BenchOptions,
  server: BenchServer,
  pollers: SignedInUser[],
  label: string,
): Promise<Map<number, PointResult>> {
  const first = pollers[0];
  if (!first) throw new Error('no polling users were seeded');
  await checkPoll(server.url, first);
  const requestsFor = (index: number) => [pollRequest(pollers[index % pollers.length] as SignedInUser)];
  await runLoad({ url: server.url, connections: 10, durationS: options.warmupS, requestsFor });

  const points = new Map<number, PointResult>();
  for (const connections of options.pollingConnections) {
    // Every user of the point asks twice first, unmeasured: tabs that poll each second keep their
    // sessions and conversation heads in the server's memory, and the point is about that state.
    await runLoad({ url: server.url, connections, amount: 2 * connections, requestsFor });
    await server.resetStats();
    const load = await runLoad({ url: server.url, connections, durationS: options.durationS, requestsFor });
    points.set(connections, { load, server: await server.resetStats() });
    console.info(
      `  ${label} polling, ${connections} connections: ${Math.round(load.requestsPerSecond)} req/s, ${load.errors} errors`,
    );
  }
  return points;
}
