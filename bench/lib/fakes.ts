import { type ChunkProvider, startChunkProvider } from '#bench/lib/chunk-provider';
import { startFakeAnthropic } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';

export interface BenchFakes {
  env: Record<string, string>;
  /** The same, but OpenAI is the chunk fake, which notes when it sent each chunk (live figures). */
  liveEnv: Record<string, string>;
  chunks: ChunkProvider;
  /** When (performance.now() here) each provider last answered: the fakes answer at once, streamed or not. */
  lastAnswerAt: { openai: number; claude: number };
  /** Provider calls answered since the start. */
  answered(): number;
  close(): Promise<void>;
}

/** Stamps each call: the fake records a request in the same tick in which it writes the whole answer. */
function stampAnswers(fake: ModelServer, stamp: () => void) {
  const record = fake.requests.push.bind(fake.requests);
  fake.requests.push = (...items) => {
    stamp();
    // Only the count is kept: the bench makes tens of thousands of calls.
    return record(...items.map(() => ({ path: '', headers: {}, body: {} })));
  };
}

/** OpenAI and Anthropic fakes that answer instantly, as the servers' providers; and the chunk fake. */
export async function startBenchFakes(): Promise<BenchFakes> {
  const [openai, anthropic, chunks] = await Promise.all([
    startFakeOpenAi(),
    startFakeAnthropic(),
    startChunkProvider(),
  ]);
  const lastAnswerAt = { openai: 0, claude: 0 };
  stampAnswers(openai, () => {
    lastAnswerAt.openai = performance.now();
  });
  stampAnswers(anthropic, () => {
    lastAnswerAt.claude = performance.now();
  });
  const env = {
    OPENAI_API_KEY: 'sk-bench-openai',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-bench',
    ANTHROPIC_BASE_URL: anthropic.url,
  };
  return {
    env,
    liveEnv: { ...env, OPENAI_BASE_URL: `${chunks.url}/v1` },
    chunks,
    lastAnswerAt,
    answered: () => openai.requests.length + anthropic.requests.length,
    close: async () => {
      await Promise.all([openai.close(), anthropic.close(), chunks.close()]);
    },
  };
}
