import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { param, placeholders, reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { createConversation, createUser } from '#tests/helpers/factories';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.reset());
afterAll(() => database.close());

const retitle = reusableQuery((db) =>
  db
    .update(conversations)
    .set({ title: param('title'), providers: param('providers'), updatedAt: sql`now()` })
    .where(eq(conversations.id, sql.placeholder('id')))
    .returning(),
);

const insertTitled = reusableQuery((db) =>
  db
    .insert(conversations)
    .values(placeholders(['userId', 'title']))
    .returning({ id: conversations.id }),
);

const titlesOf = reusableQuery((db) =>
  db
    .select({ title: conversations.title })
    .from(conversations)
    .where(eq(conversations.userId, sql.placeholder('userId')))
    .orderBy(conversations.id),
);

describe('reusableQuery', () => {
  it('runs with each call’s own values, mapped and encoded as the columns are', async () => {
    const { db } = database;
    const user = await createUser(db);
    const first = await createConversation(db, user.id);
    const second = await createConversation(db, user.id);

    const [one] = await retitle(db, { id: first.id, title: 'One', providers: ['claude'] });
    const [two] = await retitle(db, { id: second.id, title: 'Two', providers: ['openai', 'claude'] });

    expect(one).toMatchObject({ id: first.id, userId: user.id, title: 'One', providers: ['claude'] });
    expect(two).toMatchObject({ id: second.id, title: 'Two', providers: ['openai', 'claude'] });
    expect(typeof two?.updatedAt).toBe(typeof second.updatedAt);
    expect(await titlesOf(db, { userId: user.id })).toEqual([{ title: 'One' }, { title: 'Two' }]);
  });

  it('runs in the transaction it is given: a rollback undoes it, and the transaction sees its own write', async () => {
    const { db } = database;
    const user = await createUser(db);
    const seenInside: string[][] = [];

    await expect(
      db.transaction(async (tx) => {
        await insertTitled(tx, { userId: user.id, title: 'Rolled back' });
        seenInside.push((await titlesOf(tx, { userId: user.id })).map((row) => row.title));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction((tx) => insertTitled(tx, { userId: user.id, title: 'Kept' }));

    expect(seenInside).toEqual([['Rolled back']]);
    expect(await titlesOf(db, { userId: user.id })).toEqual([{ title: 'Kept' }]);
  });
});
