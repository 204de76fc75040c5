// `node --import tsx bench/start-up.ts [runs] [variant…]`: the start-up table of `npm run bench`
// alone (bench/lib/start-up-bench.ts), with a choice of variants (source, compiled, initdb, npm). Prints it;
// writes nothing.
import os from 'node:os';
import { runStartUp } from '#bench/lib/start-up-bench';
import type { Variant } from '#bench/lib/start-up-process';

const runs = Number(process.argv[2] ?? 5);
const chosen = process.argv.slice(3) as Variant[];
const variants: Variant[] = chosen.length > 0 ? chosen : ['source', 'compiled'];
const markdown = await runStartUp(runs, variants);
process.stdout.write(
  `Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}; ${runs} restarts each\n\n${markdown}\n`,
);
