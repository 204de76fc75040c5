// `node --import tsx bench/docx-event-loop.ts [MB]`: the server thread's event-loop delay and the
// process's memory while a Word document bomb (MB of document.xml, 20 by default) is read, as
// decision 016 read it (mammoth on the event loop) and as decision 033 does (docxText: a worker,
// inflated bytes counted). Each way in a fresh process. Prints a table; writes nothing.
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { mb, ms, table } from '#bench/lib/format';
import { docxText } from '#server/uploads/docx-text';
import { bombDocxBytes } from '#tests/helpers/upload-fixtures';

const WAYS = {
  'on the event loop (016)': async (bytes: Buffer) => (await mammoth.extractRawText({ buffer: bytes })).value.length,
  'in a worker (033)': async (bytes: Buffer) => (await docxText(bytes, 96_000)).kind,
} as const;
type Way = keyof typeof WAYS;

const RESOLUTION_MS = 10;

async function measure(way: Way, unpackedMb: number): Promise<string[]> {
  const bytes = bombDocxBytes(unpackedMb);
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const rssBefore = process.memoryUsage.rss();
  histogram.enable();
  const start = performance.now();
  const result = await WAYS[way](bytes);
  const took = performance.now() - start;
  // One more turn of the loop, so that the histogram's timer records the last stall.
  await new Promise((resolve) => setTimeout(resolve, RESOLUTION_MS * 2));
  histogram.disable();
  const peakRss = process.resourceUsage().maxRSS * 1024;
  return [
    way,
    `${(bytes.length / 1024).toFixed(0)} KB`,
    String(result),
    ms(took),
    ms(histogram.max / 1e6 - RESOLUTION_MS),
    `${mb(peakRss - rssBefore)} MB`,
  ];
}

const [, , first, second] = process.argv;
if (first === '--way') {
  process.stdout.write(JSON.stringify(await measure(second as Way, Number(process.argv[4]))));
} else {
  const unpackedMb = Number(first ?? 20);
  const script = fileURLToPath(import.meta.url);
  const rows = Object.keys(WAYS).map((way) =>
    JSON.parse(
      execFileSync(process.execPath, [...process.execArgv, script, '--way', way, String(unpackedMb)], {
        encoding: 'utf8',
      }),
    ),
  );
  const header = ['read', 'zip', 'result', 'took (ms)', 'longest event-loop stall (ms)', 'process grew (peak RSS)'];
  process.stdout.write(`A ${unpackedMb} MB document.xml, Node ${process.version}\n\n${table(header, rows)}\n`);
}
