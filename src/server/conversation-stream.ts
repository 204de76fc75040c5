import { Readable } from 'node:stream';
import type { Executor } from '#server/db/database';
import { listMessagesAfter } from '#server/db/queries/messages-after';
import { messagesOut } from '#server/messages-out';
import { WHOLE_READ_BATCH } from '#server/read-budget';

/**
 * Every message of the user's conversation, oldest first, as the JSON array that
 * `GET /api/conversations/{id}` answers: read a batch at a time (WHOLE_READ_BATCH) as the client
 * takes the text, so that a huge conversation costs one batch of memory, not its size. Each batch
 * is its own statement: a change made while it is read shows from the next batch on, and every
 * message is sent at most once, in id order.
 */
export function conversationStream(db: Executor, userId: number, conversationId: number): Readable {
  async function* json(): AsyncGenerator<string> {
    yield '[';
    let separator = '';
    for (let after = 0; ; ) {
      const rows = await listMessagesAfter(db, userId, conversationId, after, WHOLE_READ_BATCH);
      const last = rows?.at(-1);
      if (!rows || !last) break;
      const batch = (await messagesOut(db, rows)).map((message) => JSON.stringify(message));
      yield separator + batch.join(',');
      separator = ',';
      after = last.id;
    }
    yield ']';
  }
  return Readable.from(json(), { objectMode: false });
}
