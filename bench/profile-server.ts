// `node --import tsx bench/profile-server.ts [pglite|postgres] [polling|chat] [connections] [seconds] [rate]`:
// where the server's time goes under one load of `npm run bench`, in a closed loop or at `rate`
// requests a second in all, evenly spaced. Runs the real server with
// --cpu-prof, loads it, stops it and prints self time by module and by function over the seconds
// of load; on PostgreSQL, under chat, also what the server's database connections were doing meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatRequest } from '#bench/lib/chat';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from '#bench/lib/databases';
import { startBenchFakes } from '#bench/lib/fakes';
import { runLoad } from '#bench/lib/load';
import { LOAD_ENV } from '#bench/lib/load-env';
import { readOptions } from '#bench/lib/options';
import { runPacedLoad } from '#bench/lib/paced-load';
import { formatPgWaits, samplePgWaits } from '#bench/lib/pg-waits';
import { pollRequest, type SignedInUser } from '#bench/lib/polling';
import { formatSummary, nowUs, summarizeProfile, type Window } from '#bench/lib/profile-summary';
import { seedDatabase } from '#bench/lib/seed';
import { startBenchServer } from '#bench/lib/server-child';
import { signInAll } from '#bench/lib/sign-in';

const [kind = 'pglite', scenario = 'polling', connectionsArg, secondsArg = '15', rateArg] = process.argv.slice(2);
const overallRate = rateArg ? Number(rateArg) : undefined;
const connections = Number(connectionsArg ?? (scenario === 'chat' ? 10 : 100));
const options = readOptions();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-profile-'));
const profileDir = path.resolve('bench/results/profiles');
// BENCH_CPU_PROFILE=0: the load's figures alone, without the profiler's overhead (for before/after runs).
const profiling = process.env.BENCH_CPU_PROFILE !== '0';

async function target(): Promise<DatabaseTarget> {
  if (kind === 'pglite') return pgliteTarget(workDir);
  const postgres = await postgresTarget(options.postgresUrl ?? '', workDir);
  if ('skipped' in postgres) throw new Error(postgres.skipped);
  return postgres;
}

const database = await target();
const fakes = await startBenchFakes();
try {
  const handle = await database.open();
  const seeded = await seedDatabase(handle.db, connections).finally(() => handle.close());
  const before = new Set(fs.existsSync(profileDir) ? fs.readdirSync(profileDir) : []);
  const server = await startBenchServer({
    target: 'app',
    workDir,
    ...(profiling ? { cpuProfileDir: profileDir } : {}),
    env: {
      ...database.serverEnv,
      ...fakes.env,
      ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
      ...LOAD_ENV,
    },
  });
  let window: Window | undefined;
  try {
    const emails = seeded.pollers.map((user) => user.email);
    const cookies = await signInAll(server.url, emails);
    const users = seeded.pollers.map((user, index): SignedInUser => ({ ...user, cookie: cookies[index] as string }));
    const requestsFor = (index: number) => {
      const user = users[index % users.length] as SignedInUser;
      return [scenario === 'chat' ? chatRequest(server.url, user) : pollRequest(user)];
    };
    await runLoad({ url: server.url, connections, durationS: 2, requestsFor });
    const fromUs = nowUs();
    const durationS = Number(secondsArg);
    const load = { url: server.url, connections, durationS, requestsFor };
    const loading = overallRate ? runPacedLoad({ ...load, rate: overallRate }) : runLoad(load);
    const databaseUrl = database.serverEnv.DATABASE_URL;
    // Polls never reach the database, and sampling it every 10 ms cost them a third of their rate.
    const waits = databaseUrl && scenario === 'chat' ? samplePgWaits(databaseUrl, loading) : undefined;
    const result = await loading;
    window = { fromUs, toUs: nowUs() };
    const { p50Ms, p95Ms, requestsPerSecond, errors } = result;
    console.info(
      `${kind} ${scenario}, ${connections} connections${overallRate ? ` at ${overallRate}/s` : ''}: ${Math.round(requestsPerSecond)} req/s, ` +
        `p50 ${p50Ms.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms, ${errors} errors`,
    );
    if (waits) console.info(`\n${formatPgWaits(await waits)}`);
  } finally {
    await server.stop();
  }
  const written = profiling ? fs.readdirSync(profileDir).filter((name) => !before.has(name)) : [];
  // The main thread's profile (tsx's loader thread writes one too), over the seconds of load only.
  for (const name of written.filter((one) => one.includes('.0.') && one.endsWith('.cpuprofile'))) {
    const summary = summarizeProfile(path.join(profileDir, name), window, 40);
    console.info(`\n${path.join(profileDir, name)}\n${formatSummary(summary)}`);
  }
} finally {
  await fakes.close();
  await database.dispose();
  fs.rmSync(workDir, { recursive: true, force: true });
}
