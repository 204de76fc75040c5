import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '#server/db/database';
import { listenOnPglite } from '#server/db/listen';
import { listenOnPostgres } from '#server/db/listen-postgres';
import { wrapPglite } from '#server/db/pglite-database';
import { wrapPool } from '#server/db/postgres-database';
import * as schema from '#server/db/schema';
import { databaseUrlFor } from '#tests/helpers/database-url';
import { endPool } from '#tests/helpers/end-pool';
import { waitUntil } from '#tests/helpers/wait-until';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table and restarts ids, between tests. */
  reset(): Promise<void>;
  /** A connection string for code under test that opens its own pool (PostgreSQL only). */
  url?: string;
}

// Every table of the schema: one added later is emptied too, foreign keys or not.
const TABLES = Object.values(schema).map((table) => `"${getTableName(table)}"`);

async function createPostgresCopy(url: string, template: string): Promise<{ name: string; url: string }> {
  const name = `pairwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Two files copying the template at the same instant can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return { name, url: databaseUrlFor(url, name) };
}

// Ids go on counting across tests: work the test before left finishing (a reply, an import) can
// never land on the rows of the next test, whose user would otherwise have the same id.
const TRUNCATE = `truncate ${TABLES.join(', ')} cascade`;

// A reply that the test before left finishing can hold a table the truncate needs while it waits for
// one the truncate has taken. PostgreSQL then ends one of the two; when it is the truncate, it runs again.
const DEADLOCK_DETECTED = '40P01';

async function truncateAll(db: DatabaseHandle['db']): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(TRUNCATE));
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (attempt === 5 || code !== DEADLOCK_DETECTED) throw error;
    }
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const copy = await createPostgresCopy(template.url, template.template);
    const pool = new pg.Pool({ connectionString: copy.url, max: 5 });
    const db = wrapPool(pool);
    return {
      db,
      kind: 'postgres',
      listen: listenOnPostgres({ connectionString: copy.url }),
      url: copy.url,
      reset: () => truncateAll(db),
      close: async () => {
        await endPool(pool);
        const admin = new pg.Client({ connectionString: template.url });
        await admin.connect();
        await admin.query(`drop database if exists ${copy.name} with (force)`);
        await admin.end();
      },
    };
  }

  const dump = new Blob([await fs.readFile(template.dumpPath)]);
  const client = await PGlite.create({ loadDataDir: dump });
  const db = wrapPglite(client);
  return {
    db,
    kind: 'pglite',
    listen: listenOnPglite(client),
    reset: async () => {
      await db.execute(sql.raw(TRUNCATE));
    },
    close: () => client.close(),
  };
}

/**
 * Waits until a statement on this database waits for a lock that another transaction holds. PGlite
 * runs one transaction at a time, so there a transaction begun while another is open waits already.
 */
export async function waitForLockWait(database: TestDatabase): Promise<void> {
  if (!database.url) return;
  await waitUntil(async () => {
    const waiting = sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    const { rows } = (await database.db.execute(waiting)) as { rows: unknown[] };
    return rows.length > 0;
  }, 'a statement waits for a lock');
}
