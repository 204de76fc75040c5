import { setTimeout as sleep } from 'node:timers/promises';
import type { SignedInUser } from '#bench/lib/polling';
import type { SoakCluster } from '#bench/lib/soak-cluster';
import { type LiveWatch, watchLive } from '#bench/lib/soak-live';
import { countConnectionError, countStatus, newTally, type Tally } from '#bench/lib/soak-tally';
import type { Provider } from '#shared/constants';

/** A question the server took (answered 200): the replies it owes. */
export interface AskedQuestion {
  conversationId: number;
  messageId: number;
  providers: Provider[];
}

export interface Chatters {
  asked: AskedQuestion[];
  /** POSTs that failed without an answer: the question may or may not have been stored. */
  unanswered: number;
  posts: Tally;
  live: Tally;
  watches: LiveWatch[];
  /** Stops asking; the live channels stay open until closeLive. */
  stop(): Promise<void>;
  closeLive(): Promise<void>;
}

const CHOICES: Provider[][] = [['openai'], ['claude'], ['openai', 'claude'], ['openai', 'claude']];
const MIN_GAP_MS = 3000;
const MAX_GAP_MS = 7000;
const TIMEOUT_MS = 30_000;

/** People chatting: each asks one or both providers something every few seconds, with a live channel open on it. */
export function startChatters(cluster: SoakCluster, users: SignedInUser[]): Chatters {
  const chatters: Chatters = {
    asked: [],
    unanswered: 0,
    posts: newTally(),
    live: newTally(),
    watches: [],
    stop: async () => undefined,
    closeLive: async () => undefined,
  };
  chatters.watches = users.map((user, index) => watchLive(cluster, index, user, chatters.live));
  let stopped = false;

  const chatter = async (user: SignedInUser, index: number) => {
    for (let turn = 1; !stopped; turn++) {
      await sleep(MIN_GAP_MS + Math.random() * (MAX_GAP_MS - MIN_GAP_MS));
      if (stopped) break;
      const providers = CHOICES[Math.floor(Math.random() * CHOICES.length)] as Provider[];
      const url = cluster.urlFor(index);
      const message = `Soak question ${index + 1}.${turn}: how do B-tree and hash indexes compare on a large table?`;
      const started = performance.now();
      try {
        const response = await fetch(`${url}/api/chat`, {
          method: 'POST',
          headers: { cookie: user.cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify({ message, conversationId: user.conversationId, models: providers }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = await response.text();
        countStatus(chatters.posts, response.status, 'POST /api/chat', started);
        if (response.status === 200) {
          const { messageId } = JSON.parse(body) as { messageId: number };
          chatters.asked.push({ conversationId: user.conversationId, messageId, providers });
        }
      } catch (error) {
        chatters.unanswered++;
        countConnectionError(chatters.posts, error, cluster.inKillWindow(), 'POST /api/chat');
      }
    }
  };
  const running = Promise.all(users.map(chatter));
  chatters.stop = async () => {
    stopped = true;
    await running;
  };
  chatters.closeLive = async () => {
    await Promise.all(chatters.watches.map((watch) => watch.stop()));
  };
  return chatters;
}
