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
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrationsFolder } from '#server/db/open-database';
import { databaseUrlFor } from '#tests/helpers/database-url';

// The migration that made provider ids data, run on a database that already holds SPEC's pair:
// every row is kept, and each reply and job answers on its provider's side.
const BEFORE = '0013_connections-as-data';

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
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

interface EmptyDatabase {
  /** One statement, and its rows. */
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Any number of statements. */
  exec(text: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the run's kind: PostgreSQL when the run has one, else an embedded one. */
async function emptyDatabase(): Promise<EmptyDatabase> {
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

let database: EmptyDatabase;
let before: string;

beforeAll(async () => {
  before = migrationsBefore(BEFORE);
  database = await emptyDatabase();
  await database.migrate(before);
  // A new database: ids start at 1.
  await database.exec(`
    insert into users (username, email, name) values ('ada', 'ada@example.com', 'Ada');
    insert into conversations (user_id, title) values (1, 'Old pair');
    insert into messages (conversation_id, content, sender) values
      (1, 'Which is faster?', 'user'), (1, 'This one', 'openai'), (1, 'That one', 'claude');
    insert into reply_jobs (user_id, conversation_id, user_message_id, provider, model, temperature, max_tokens, status)
      values (1, 1, 1, 'openai', 'gpt-4o', 0.7, 1024, 'done'), (1, 1, 1, 'claude', 'claude-3-7', 0.7, 1024, 'done');
    insert into usage_records (job_id, user_id, provider, model, status) values (1, 1, 'openai', 'gpt-4o', 'done');
  `);
  await database.migrate(migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

const rejected = (text: string) =>
  database.query(text).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

it('keeps every row, and puts OpenAI on side a and Claude on side b', async () => {
  expect(await database.query('select id, sender, side from messages order by id')).toEqual([
    { id: 1, sender: 'user', side: null },
    { id: 2, sender: 'openai', side: 'a' },
    { id: 3, sender: 'claude', side: 'b' },
  ]);
  expect(await database.query('select id, provider, side from reply_jobs order by id')).toEqual([
    { id: 1, provider: 'openai', side: 'a' },
    { id: 2, provider: 'claude', side: 'b' },
  ]);
  expect(await database.query('select provider from usage_records')).toEqual([{ provider: 'openai' }]);
});

it('takes any connection id as a sender, on a side; refuses a reply without one and ids that are no slug', async () => {
  await database.query(
    `insert into messages (conversation_id, content, sender, side) values (1, 'Hi', 'my-ollama', 'b')`,
  );
  await database.query(`insert into usage_records (job_id, user_id, provider, model, status)
    values (9, 1, 'openrouter', 'meta-llama/llama-3.3-70b-instruct', 'done')`);
  expect(await rejected(`insert into messages (conversation_id, content, sender) values (1, 'Hi', 'gemini')`)).toMatch(
    /messages_side_check/,
  );
  expect(
    await rejected(`insert into messages (conversation_id, content, sender, side) values (1, 'Hi', 'user', 'a')`),
  ).toMatch(/messages_side_check/);
  expect(
    await rejected(`insert into messages (conversation_id, content, sender, side) values (1, 'Hi', 'gemini', 'c')`),
  ).toMatch(/messages_side_check/);
  expect(
    await rejected(`insert into messages (conversation_id, content, sender, side) values (1, 'Hi', 'My Ollama', 'a')`),
  ).toMatch(/messages_sender_check/);
  expect(
    await rejected(`insert into reply_jobs (user_id, conversation_id, user_message_id, provider, side, model, temperature, max_tokens)
      values (1, 1, 1, '-bad', 'a', 'm', 1, 10)`),
  ).toMatch(/reply_jobs_provider_check/);
  expect(
    await rejected(`insert into reply_jobs (user_id, conversation_id, user_message_id, provider, model, temperature, max_tokens)
      values (1, 1, 1, 'gemini', 'm', 1, 10)`),
  ).toMatch(/side/);
});
