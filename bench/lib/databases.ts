import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '#server/db/database';
import { openDatabase } from '#server/db/open-database';
import { databaseUrlFor } from '#tests/helpers/database-url';

export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  label: string;
  /** What the server needs to open this database. */
  serverEnv: Record<string, string>;
  /** Opens and migrates it from this process, for seeding while no server holds it. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A fresh embedded database in its own data folder. */
export async function pgliteTarget(workDir: string): Promise<DatabaseTarget> {
  const dataDir = path.join(workDir, 'pglite-data');
  await fs.mkdir(dataDir, { recursive: true });
  return {
    kind: 'pglite',
    label: 'PGlite',
    serverEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases left by bench runs that were killed before they could drop them. */
async function dropAbandoned(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^pairwise_bench_[0-9]+$'`,
  );
  for (const { datname } of rows) {
    if (!isRunning(Number(datname.slice('pairwise_bench_'.length)))) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  }
}

/**
 * A throw-away database on the PostgreSQL server at `adminUrl`, dropped by dispose(); or the reason
 * it could not be made (no server answering, no right to create databases).
 */
export async function postgresTarget(adminUrl: string, workDir: string): Promise<DatabaseTarget | { skipped: string }> {
  const name = `pairwise_bench_${process.pid}`;
  let version: string;
  try {
    version = await withAdmin(adminUrl, async (client) => {
      await dropAbandoned(client);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
      const result = await client.query<{ server_version: string }>('show server_version');
      return result.rows[0]?.server_version ?? '?';
    });
  } catch (error) {
    const safeUrl = new URL(adminUrl);
    safeUrl.password = '';
    return { skipped: `no PostgreSQL at ${safeUrl.toString()} (${(error as Error).message})` };
  }
  const url = databaseUrlFor(adminUrl, name);
  // Uploads still go under DATA_DIR: never the repository's own ./data.
  const dataDir = path.join(workDir, 'postgres-data');
  return {
    kind: 'postgres',
    label: `PostgreSQL ${version.split(' ')[0]}`,
    serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: url, dataDir }),
    dispose: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(),
  };
}
