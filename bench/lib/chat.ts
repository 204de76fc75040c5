import type { PointResult } from '#bench/lib/baseline-bench';
import type { BenchFakes } from '#bench/lib/fakes';
import { type BenchRequest, runLoad } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import { runPacedLoad } from '#bench/lib/paced-load';
import type { SignedInUser } from '#bench/lib/polling';
import type { BenchServer } from '#bench/lib/server-child';
import { type Percentiles, percentiles } from '#bench/lib/stats';
import type { Message } from '#shared/api/messages';

/**
 * Questions a second of the paced point: ten people each sending one every half second, far above
 * what people type, and well under what the closed loop shows the process can take.
 */
export const PACED_CHAT_RATE = 20;

export interface ChatResult {
  /** Closed loop: each connection sends its next question as soon as the last is answered (capacity). */
  post: PointResult;
  /** At PACED_CHAT_RATE questions a second: what a person waits for a send to be accepted under load. */
  paced: PointResult;
  /** Seconds after the load until the fakes had answered every reply it queued; null if they never did. */
  backlogDrainS: number | null;
  /** From a provider's answer to the first /updates that returns the reply, both providers pooled. */
  answerToReadable: Percentiles;
  /** From sending POST /api/chat to both replies readable, with providers that answer at once. */
  postToBothReadable: Percentiles;
  /** One /updates round trip: the resolution of the timing above. */
  pollRoundTrip: Percentiles;
}

const QUESTION = 'How do B-tree and hash indexes compare for a large table?';

export function chatRequest(baseUrl: string, user: SignedInUser): BenchRequest {
  return {
    method: 'POST',
    path: '/api/chat',
    headers: { cookie: user.cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ message: QUESTION, conversationId: user.conversationId, models: ['openai', 'claude'] }),
  };
}

async function waitForBacklog(fakes: BenchFakes, expected: number, timeoutMs = 120_000): Promise<number | null> {
  const started = performance.now();
  while (fakes.answered() < expected) {
    if (performance.now() - started > timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (performance.now() - started) / 1000;
}

/** Sequential: one question at a time, polling /updates back to back until both replies are there. */
async function timeReplies(baseUrl: string, fakes: BenchFakes, user: SignedInUser, samples: number, warmup = 3) {
  const readable: number[] = [];
  const total: number[] = [];
  const roundTrips: number[] = [];
  const { method, body, headers } = chatRequest(baseUrl, user);
  for (let sample = 0; sample < warmup + samples; sample++) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/chat`, { method, body: body ?? null, headers });
    if (!response.ok) throw new Error(`POST /api/chat answered ${response.status} ${await response.text()}`);
    const { messageId } = (await response.json()) as { messageId: number };
    const seen = new Set<string>();
    const url = `${baseUrl}/api/messages/updates?conversationId=${user.conversationId}&afterMessageId=${messageId}`;
    while (seen.size < 2) {
      const pollStarted = performance.now();
      const replies = (await (await fetch(url, { headers: { cookie: user.cookie } })).json()) as Message[];
      const now = performance.now();
      if (sample >= warmup) roundTrips.push(now - pollStarted);
      for (const reply of replies) {
        if (seen.has(reply.sender)) continue;
        seen.add(reply.sender);
        if (reply.sender === 'openai' || reply.sender === 'claude') {
          if (sample >= warmup) readable.push(now - fakes.lastAnswerAt[reply.sender]);
        }
      }
      if (performance.now() - sent > 30_000) throw new Error('replies were not readable within 30 s');
    }
    if (sample >= warmup) total.push(performance.now() - sent);
  }
  return { readable, total, roundTrips };
}

export async function runChat(
  options: BenchOptions,
  server: BenchServer,
  fakes: BenchFakes,
  users: SignedInUser[],
  replier: SignedInUser,
): Promise<ChatResult> {
  const lanes = options.chatConnections;
  // Each connection cycles over its own users' conversations, so no conversation grows unusually long.
  const requestsFor = (index: number) => {
    const own = users.filter((_, position) => position % lanes === index % lanes);
    return (own.length > 0 ? own : [users[index % users.length] as SignedInUser]).map((user) =>
      chatRequest(server.url, user),
    );
  };
  const answeredBefore = fakes.answered();
  await server.resetStats();
  const load = await runLoad({ url: server.url, connections: lanes, durationS: options.durationS, requestsFor });
  const post = { load, server: await server.resetStats() };
  const backlogDrainS = await waitForBacklog(fakes, answeredBefore + 2 * load.ok);

  const pacedLoad = await runPacedLoad({
    url: server.url,
    connections: lanes,
    durationS: options.durationS,
    rate: PACED_CHAT_RATE,
    requestsFor,
  });
  const paced = { load: pacedLoad, server: await server.resetStats() };
  await waitForBacklog(fakes, answeredBefore + 2 * (load.ok + pacedLoad.ok));
  // The last answers still have to be written; give the worker a moment before timing single replies.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const timed = await timeReplies(server.url, fakes, replier, options.samples);
  return {
    post,
    paced,
    backlogDrainS,
    answerToReadable: percentiles(timed.readable),
    postToBothReadable: percentiles(timed.total),
    pollRoundTrip: percentiles(timed.roundTrips),
  };
}
