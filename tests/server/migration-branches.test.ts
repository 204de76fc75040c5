import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrations-folder';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from '#tests/helpers/migration-database';

// The migration to branches (decision 055), on a database of conversations that were one line each:
// every question follows the one before it, and a reply stored before reply_to existed is placed.
let database: EmptyDatabase;
let before: string;

beforeAll(async () => {
  before = migrationsBefore('0023_branches');
  database = await emptyDatabase();
  await database.migrate(before);
  // Conversation 1: a reply without reply_to (id 2) after its question. Conversation 2: one question.
  await database.exec(`
    insert into users (username, email, name) values ('ada', 'ada@example.com', 'Ada');
    insert into conversations (user_id, title) values (1, 'Three turns'), (1, 'One turn');
    insert into messages (conversation_id, content, sender, side, reply_to) values
      (1, 'Q1', 'user', null, null), (1, 'A1', 'openai', 'a', null),
      (1, 'Q2', 'user', null, null), (1, 'A2', 'openai', 'a', 3),
      (2, 'Alone', 'user', null, null),
      (1, 'Q3', 'user', null, null), (1, 'A3', 'claude', 'b', 6);
  `);
  await database.migrate(migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it('makes each question follow the one before it in its conversation, and places every reply', async () => {
  expect(
    await database.query('select id, content, parent_id, reply_to, on_path, active from messages order by id'),
  ).toEqual([
    { id: 1, content: 'Q1', parent_id: null, reply_to: null, on_path: true, active: true },
    { id: 2, content: 'A1', parent_id: null, reply_to: 1, on_path: true, active: true },
    { id: 3, content: 'Q2', parent_id: 1, reply_to: null, on_path: true, active: true },
    { id: 4, content: 'A2', parent_id: null, reply_to: 3, on_path: true, active: true },
    { id: 5, content: 'Alone', parent_id: null, reply_to: null, on_path: true, active: true },
    { id: 6, content: 'Q3', parent_id: 3, reply_to: null, on_path: true, active: true },
    { id: 7, content: 'A3', parent_id: null, reply_to: 6, on_path: true, active: true },
  ]);
});
