import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrations-folder';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from '#tests/helpers/migration-database';

// The migration that made provider ids data, run on a database that already holds SPEC's pair:
// every row is kept, and each reply and job answers on its provider's side.
const BEFORE = '0013_connections-as-data';

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
