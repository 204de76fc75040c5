/**
 * How much of a conversation's messages one answer may carry, whatever they hold: a number of
 * messages, and the bytes of their text, so that a page of huge messages stays small. Every answer
 * carries at least one message (or turn), so that a reader always moves on; what is left comes
 * with the next request, from the cursor the answer moved.
 */
export interface ReadBudget {
  maxMessages: number;
  /** UTF-8 bytes of the messages' content. */
  maxBytes: number;
}

const MIB = 1024 * 1024;

/** A poll (`GET /api/messages/updates`): the oldest messages after its cursor; the next poll goes on. */
export const UPDATES_BUDGET: ReadBudget = { maxMessages: 100, maxBytes: MIB };

/**
 * A page of history: whole turns, fewer than asked when they are large. `maxMessages` also bounds
 * how many turns back `include` reaches in one page.
 */
export const PAGE_BUDGET: ReadBudget = { maxMessages: 1000, maxBytes: MIB };

/**
 * A live channel's snapshot. Past it, the client is sent no messages but `conversation-changed`,
 * and reads the conversation again a page at a time. Well under the channel's buffer bound
 * (MAX_BUFFERED_BYTES): JSON can take a character of text to six bytes.
 */
export const SNAPSHOT_BUDGET: ReadBudget = { maxMessages: 100, maxBytes: 128 * 1024 };

/** The whole conversation's read (`GET /api/conversations/{id}`) is written a batch this size at a time. */
export const WHOLE_READ_BATCH: ReadBudget = { maxMessages: 500, maxBytes: MIB };

export function fits(messages: number, bytes: number, budget: ReadBudget): boolean {
  return messages <= budget.maxMessages && bytes <= budget.maxBytes;
}

/** How many of `sizes`, from the first, fit in the budget; the first always does. */
export function countThatFit(sizes: readonly { bytes: number }[], budget: ReadBudget): number {
  let bytes = 0;
  for (const [index, size] of sizes.entries()) {
    bytes += size.bytes;
    if (index > 0 && !fits(index + 1, bytes, budget)) return index;
  }
  return sizes.length;
}

/** A message of a page of history, as boundedPageStart weighs it. */
export interface PageEntry {
  id: number;
  replyTo: number | null;
  sender: string;
  bytes: number;
}

/**
 * Where a page of whole turns starts once it is held to the budget. `entries` are the messages of
 * the turns from `start` (null: the very start) on, newest turn first and each turn's replies
 * before its user message (by `coalesce(reply_to, id)` descending, the user message last), at most
 * `maxMessages + 1` of them. Turns are kept from the newest while they fit, the newest always.
 */
export function boundedPageStart(
  entries: readonly PageEntry[],
  start: number | null,
  budget: ReadBudget,
): number | null {
  let messages = 0;
  let bytes = 0;
  let kept: number | undefined;
  let turn = { messages: 0, bytes: 0 };
  const fitsWith = (more: typeof turn) => fits(messages + more.messages, bytes + more.bytes, budget);
  for (const entry of entries) {
    turn = { messages: turn.messages + 1, bytes: turn.bytes + entry.bytes };
    // A turn is complete at its user message.
    if (entry.sender !== 'user') continue;
    if (kept !== undefined && !fitsWith(turn)) return kept;
    messages += turn.messages;
    bytes += turn.bytes;
    kept = entry.id;
    turn = { messages: 0, bytes: 0 };
  }
  const last = entries.at(-1);
  // Rows past the limit were not read: only the turns read whole are known to fit. A single turn
  // larger than that starts at its key (replies name their user message).
  if (entries.length > budget.maxMessages) return kept ?? (last ? (last.replyTo ?? last.id) : start);
  // What is left are replies ahead of any user message: the oldest turn, read with the very start.
  if (turn.messages > 0 && kept !== undefined && !fitsWith(turn)) return kept;
  return start;
}
