// `npm run soak`: faults under load on each database (see bench/README.md, "Faults under load").
// Exits 1 when an invariant fails (lost or duplicated replies, 5xx); with --strict, also on the
// event-loop delay and RSS figures, which are otherwise only reported.
import path from 'node:path';
import { performanceFailures } from '#bench/lib/soak-figures';
import { readSoakOptions } from '#bench/lib/soak-options';
import { soakSection, writeSoakSection } from '#bench/lib/soak-report';
import type { SoakResult } from '#bench/lib/soak-result';
import { runSoak } from '#bench/lib/soak-run';

const RESULTS_FILE = path.resolve('bench/results/latest.md');

async function main() {
  const argv = process.argv.slice(2);
  const options = readSoakOptions(argv);
  const results: SoakResult[] = [];
  for (const database of options.databases) {
    console.info(`Faults under load on ${database}, ${options.durationS / 60} min`);
    results.push(await runSoak(database, options));
  }
  const section = soakSection(
    options,
    results,
    ['npm run soak', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' '),
  );
  writeSoakSection(RESULTS_FILE, section);
  console.info(`\n${section}\n\nWritten to bench/results/latest.md`);

  const failures = results.flatMap((result) => [
    ...result.invariants
      .filter((check) => !check.held)
      .map((check) => `${result.database}: ${check.name}: ${check.detail}`),
    ...(options.strict ? performanceFailures(result).map((text) => `${result.database}: ${text}`) : []),
  ]);
  if (failures.length > 0) {
    console.error(`\nThe soak failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
