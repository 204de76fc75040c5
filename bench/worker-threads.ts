// `node --import tsx bench/worker-threads.ts [tasks]`: what a task run off the event loop
// (run-in-worker.ts) costs when its thread must start and load the task's module, against one on a
// thread kept from an earlier task (decision 036): a small Word document read, and a small export
// file read for import, each 20 times by default. Prints a table; writes nothing.
import { ms, ratio, table } from '#bench/lib/format';
import { percentiles } from '#bench/lib/stats';
import { readImport } from '#server/exports/import-read';
import { docxText } from '#server/uploads/docx-text';
import { docxWithText } from '#tests/helpers/attachments';
import { exportConversation, exportFile } from '#tests/helpers/export-fixtures';

const TASKS = {
  'a Word document read': () => docxText(docxWithText('Dear Ada'), 96_000),
  'an export file read for import': () =>
    readImport({
      body: Buffer.from(JSON.stringify(exportFile({ conversations: [exportConversation('Tides')] }))),
      storageLimitBytes: 20 * 1024 * 1024,
    }),
} as const;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const count = Number(process.argv[2] ?? 20);
const rows: string[][] = [];
for (const [name, run] of Object.entries(TASKS)) {
  // The first run starts the thread; every later one finds it kept.
  const cold = await timed(run);
  const warm: number[] = [];
  for (let n = 0; n < count; n++) warm.push(await timed(run));
  const { p50, max } = percentiles(warm);
  rows.push([name, ms(cold), ms(p50), ms(max), ratio(p50, cold)]);
}
const header = ['task', 'thread started (ms)', 'thread kept: p50 (ms)', 'max (ms)', 'kept ÷ started'];
process.stdout.write(`Node ${process.version}, ${count} runs each on a kept thread\n\n${table(header, rows)}\n`);
