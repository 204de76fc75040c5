import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrations-folder';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from '#tests/helpers/migration-database';

// The migration that binds a vote to the replies it judged (decision 040), on a database holding
// votes cast before: each judged the versions shown then, which are the ones shown now.
let database: EmptyDatabase;
let before: string;

beforeAll(async () => {
  before = migrationsBefore('0015_votes-judge-replies');
  database = await emptyDatabase();
  await database.migrate(before);
  // Turn 1: a second version of OpenAI's reply (id 4) is the one shown. Turn 5: Claude's failed.
  await database.exec(`
    insert into users (username, email, name) values ('ada', 'ada@example.com', 'Ada');
    insert into conversations (user_id, title) values (1, 'Votes');
    insert into messages (conversation_id, content, sender, side, reply_to, active) values
      (1, 'Which is faster?', 'user', null, null, true), (1, 'This one', 'openai', 'a', 1, false),
      (1, 'That one', 'claude', 'b', 1, true), (1, 'This one, again', 'openai', 'a', 1, true),
      (1, 'And now?', 'user', null, null, true), (1, 'Now this', 'openai', 'a', 5, true);
    insert into messages (conversation_id, content, sender, side, reply_to, active, error) values
      (1, 'Claude failed', 'claude', 'b', 5, true, true);
    insert into reply_jobs (user_id, conversation_id, user_message_id, provider, side, model, temperature, max_tokens, status, reply_message_id)
      values (1, 1, 1, 'openai', 'a', 'gpt-4o', 0.7, 1024, 'done', 2), (1, 1, 1, 'claude', 'b', 'c', 0.7, 1024, 'done', 3),
        (1, 1, 1, 'openai', 'a', 'gpt-4o', 0.7, 1024, 'done', 4), (1, 1, 5, 'openai', 'a', 'gpt-4o', 0.7, 1024, 'done', 6),
        (1, 1, 5, 'claude', 'b', 'c', 0.7, 1024, 'failed', 7);
    insert into reply_votes (user_id, message_id, choice, left_provider, left_model, right_provider, right_model) values
      (1, 1, 'left', 'openai', 'gpt-4o', 'claude', 'c'), (1, 5, 'tie', 'openai', 'gpt-4o', 'claude', 'c'),
      (1, null, 'right', 'openai', 'gpt-4o', 'claude', 'c');
  `);
  await database.migrate(migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it('binds each vote to the successful versions its turn shows, and leaves one whose chat is gone unbound', async () => {
  expect(await database.query('select message_id, left_reply_id, right_reply_id from reply_votes order by id')).toEqual(
    [
      { message_id: 1, left_reply_id: 4, right_reply_id: 3 },
      { message_id: 5, left_reply_id: 6, right_reply_id: null },
      { message_id: null, left_reply_id: null, right_reply_id: null },
    ],
  );
});
