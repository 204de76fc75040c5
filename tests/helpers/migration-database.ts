import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { migrationsFolder } from '#server/db/migrations-folder';
import { databaseUrlFor } from '#tests/helpers/database-url';

// For tests of one migration on a database that holds rows from before it.

/** A copy of the migrations folder that stops before `tag`. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export interface EmptyDatabase {
  /** One statement, and its rows. */
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Any number of statements. */
  exec(text: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the run's kind: PostgreSQL when the run has one, else an embedded one. */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const client = await PGlite.create();
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      exec: async (text) => void (await client.exec(text)),
      migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `pairwise_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: databaseUrlFor(template.url, name) });
  await client.connect();
  return {
    query: async (text) => (await client.query(text)).rows,
    exec: async (text) => void (await client.query(text)),
    migrate: (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
