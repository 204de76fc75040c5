import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, isUniqueViolation } from '#server/db/database';
import { openDatabase } from '#server/db/open-database';
import { users } from '#server/db/schema/users';
import { createUser } from '#tests/helpers/factories';

// The embedded database as the server opens it: on its own thread (pglite-thread.ts).
let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-thread-'));
  handle = await openDatabase({ dataDir });
  // A new data folder is an initdb: seconds of WebAssembly, more on a busy machine.
}, 180_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('migrates, writes and reads rows with the types Drizzle maps', async () => {
    expect(handle.kind).toBe('pglite');
    const user = await createUser(handle.db, { name: 'Thread Reader' });
    const [read] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(read?.name).toBe('Thread Reader');
    expect(read?.createdAt).toBeInstanceOf(Date);
    expect(read?.createdAt.getTime()).toBe(user.createdAt.getTime());
  });

  it('keeps a constraint violation readable by its code and constraint name', async () => {
    const user = await createUser(handle.db);
    const error = await createUser(handle.db, { email: user.email }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
  });

  it('commits a transaction whole, rolls a failed one back whole, and runs others after it', async () => {
    const committed = await handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ email: 'tx@example.com', username: 'tx', name: 'Tx' }).returning();
      return row;
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'gone@example.com', username: 'gone', name: 'Gone' });
      // Asked while the transaction is open: must not see its row, and must wait for it to end.
      const outside = handle.db.select().from(users).where(eq(users.email, 'gone@example.com'));
      await tx.execute(sql`select 1`);
      throw Object.assign(new Error('stop'), { outside });
    });
    const error = (await failed.catch((caught: unknown) => caught)) as { outside: Promise<unknown[]> };
    expect(await error.outside).toEqual([]);
    expect(await handle.db.select().from(users).where(eq(users.email, 'gone@example.com'))).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(users)
        .where(eq(users.id, committed?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('delivers NOTIFY payloads to listeners until they stop', async () => {
    const heard: string[] = [];
    const unlisten = await handle.listen('thread_test', { onPayload: (p) => heard.push(p), onUp() {}, onDown() {} });
    await handle.db.execute(sql`select pg_notify('thread_test', 'first')`);
    await unlisten();
    await handle.db.execute(sql`select pg_notify('thread_test', 'second')`);
    await handle.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    } finally {
      clearInterval(timer);
    }
    // On the server's own thread the statement would hold the loop from start to end: no tick at all.
    expect(ticks).toBeGreaterThan(0);
  });
});
