import pg from 'pg';

export interface PgWaits {
  /** Snapshots of pg_stat_activity taken. */
  snapshots: number;
  /** Backend-snapshots by what the backend was doing: state, and its wait event when it waited. */
  counts: Map<string, number>;
}

/**
 * What the server's PostgreSQL connections are doing while `during` runs, sampled from
 * pg_stat_activity: the time a CPU profile of the Node process shows as idle is often here.
 */
export async function samplePgWaits(url: string, during: Promise<unknown>, everyMs = 10): Promise<PgWaits> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let snapshots = 0;
  let running = true;
  void during.finally(() => {
    running = false;
  });
  try {
    while (running) {
      const { rows } = await client.query<{ state: string | null; type: string | null; event: string | null }>(
        `select state, wait_event_type as type, wait_event as event from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      snapshots++;
      for (const { state, type, event } of rows) {
        const key = `${state ?? '?'}${type ? ` — waiting on ${type}: ${event}` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } finally {
    await client.end();
  }
  return { snapshots, counts };
}

export function formatPgWaits({ snapshots, counts }: PgWaits): string {
  const lines = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${(count / snapshots).toFixed(2).padStart(6)} backends  ${key}`);
  return [`PostgreSQL connections of the server, mean over ${snapshots} snapshots:`, ...lines].join('\n');
}
