import { type FaultyProxy, type ProxyCounts, startFaultyProxy } from '#bench/lib/soak-faulty-proxy';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';

export interface SoakProviders {
  /** What the server process in `slot` needs to call the providers, through proxies of its own. */
  envFor(slot: number): Record<string, string>;
  counts(): ProxyCounts;
  /** Calls open now: of one slot's process, or of all. */
  inFlight(slot?: number): number;
  lastCallAt(): number;
  close(): Promise<void>;
}

// Between streamed events: a reply of ~15 words takes most of a second, so a kill finds some mid-stream.
const DRIP_MS = 40;
const FORGET_MS = 10_000;

/**
 * The OpenAI and Anthropic fakes of tests/fakes, streaming slowly, behind proxies that fail
 * `failRate` of calls: one pair per server process, so that its calls in flight can be told apart.
 */
export async function startSoakProviders(failRate: number, slots: number): Promise<SoakProviders> {
  const fakes: ModelServer[] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
  const [openai, anthropic] = fakes as [ModelServer, ModelServer];
  for (const fake of fakes) fake.alwaysFail({ kind: 'drip', delayMs: DRIP_MS });
  // The fakes keep every request, whole: over minutes that is the load generator's memory.
  const forget = setInterval(() => {
    for (const fake of fakes) fake.requests.length = 0;
  }, FORGET_MS);
  const pairs = await Promise.all(
    Array.from({ length: slots }, () =>
      Promise.all([startFaultyProxy(openai.url, failRate), startFaultyProxy(anthropic.url, failRate)]),
    ),
  );
  const proxies: FaultyProxy[] = pairs.flat();
  const sum = (list: FaultyProxy[], read: (proxy: FaultyProxy) => number) =>
    list.reduce((total, proxy) => total + read(proxy), 0);
  return {
    envFor: (slot) => {
      const [openaiProxy, anthropicProxy] = pairs[slot] as [FaultyProxy, FaultyProxy];
      return {
        OPENAI_API_KEY: 'sk-soak-openai',
        OPENAI_BASE_URL: `${openaiProxy.url}/v1`,
        ANTHROPIC_API_KEY: 'sk-ant-soak',
        ANTHROPIC_BASE_URL: anthropicProxy.url,
      };
    },
    counts: () => ({
      calls: sum(proxies, (proxy) => proxy.counts.calls),
      failed500: sum(proxies, (proxy) => proxy.counts.failed500),
      dropped: sum(proxies, (proxy) => proxy.counts.dropped),
    }),
    inFlight: (slot) => sum(slot === undefined ? proxies : (pairs[slot] ?? []), (proxy) => proxy.inFlight()),
    lastCallAt: () => Math.max(...proxies.map((proxy) => proxy.lastCallAt())),
    close: async () => {
      clearInterval(forget);
      await Promise.all([...proxies, ...fakes].map((one) => one.close()));
    },
  };
}
