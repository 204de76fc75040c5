// `node --import tsx bench/compression-levels.ts`: size and time of each brotli quality and gzip level
// on conversation answers shaped like GET /api/conversations/:id, from the bench's fixture texts;
// what decision 022 chose the server's levels by. Prints a table; writes nothing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { textVariant } from '#bench/lib/fixture-text';
import { kb, ms, ratio, table } from '#bench/lib/format';

const SENDERS = ['user', 'openai', 'claude'] as const;

/**
 * Messages in turns as the bench's fixture has them (bench/lib/seed.ts), serialized as the API does,
 * but each with a text of its own: the fixture's 256 variants repeat every 256 messages, which
 * brotli's 4 MB window finds and gzip's 32 kB one does not, so it flatters brotli on long bodies.
 */
function conversationJson(count: number): Buffer {
  const messages = Array.from({ length: count }, (_, g) => {
    const { question, answer } = textVariant(7 + g);
    const reply = g % 3 !== 0;
    return {
      id: 1000 + g,
      conversationId: 1,
      content: reply ? answer : question,
      sender: SENDERS[g % 3],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, g)).toISOString(),
      model: reply ? 'gpt-4o' : null,
      error: false,
      usage: reply ? { inputTokens: 350, outputTokens: 300 } : null,
      latencyMs: reply ? 2400 : null,
      replyTo: reply ? 1000 + g - (g % 3) : null,
      active: true,
      firstTokenMs: null,
      stopped: false,
      usageEstimated: false,
      attachments: [],
      notice: null,
    };
  });
  return Buffer.from(JSON.stringify({ id: 1, title: 'A long conversation', messages }));
}

/** The median time of a few runs (at least 3, or 300 ms of them), and the compressed size. */
function measure(compress: () => Buffer): { bytes: number; ms: number } {
  const times: number[] = [];
  let bytes = 0;
  for (let spent = 0; times.length < 3 || spent < 300; ) {
    const started = performance.now();
    bytes = compress().length;
    const elapsed = performance.now() - started;
    times.push(elapsed);
    spent += elapsed;
    if (elapsed > 5000) break;
  }
  times.sort((a, b) => a - b);
  return { bytes, ms: times[Math.floor(times.length / 2)] as number };
}

const bodies = [50, 5000].map((count) => ({ count, body: conversationJson(count) }));
const levels = [
  ...Array.from({ length: 12 }, (_, quality) => ({
    label: `brotli ${quality}`,
    compress: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  })),
  ...Array.from({ length: 9 }, (_, index) => ({
    label: `gzip ${index + 1}`,
    compress: (body: Buffer) => gzipSync(body, { level: index + 1 }),
  })),
];

const rows = levels.map(({ label, compress }) => [
  label,
  ...bodies.flatMap(({ body }) => {
    const { bytes, ms: took } = measure(() => compress(body));
    return [`${kb(bytes)} (${ratio(bytes, body.length)})`, ms(took), ((body.length / 1e6 / took) * 1000).toFixed(0)];
  }),
]);
const header = bodies.flatMap(({ count, body }) => [
  `${count.toLocaleString('en')} messages: kB of ${kb(body.length)}`,
  'ms',
  'MB/s',
]);
console.info(table(['Level', ...header], rows));
