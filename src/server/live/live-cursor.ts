/**
 * Where a live channel's client stands: the newest message it has, and how much of each reply in
 * progress. Sent as every event's id, so that `Last-Event-ID` resumes on any process.
 */
export interface LiveCursor {
  lastMessageId: number;
  replies: Map<number, { generation: number; length: number }>;
}

const MAX_REPLIES = 16;
const MAX_ID = 2_147_483_647;
const PATTERN = /^(\d{1,10})((?:_\d{1,10}\.\d{1,10}\.\d{1,10}){0,16})$/;

export function cursorAfter(lastMessageId: number): LiveCursor {
  return { lastMessageId, replies: new Map() };
}

/** `42`, or `42_17.3.120_18.3.98`: message 42, and 120 characters of job 17's third generation... */
export function encodeCursor(cursor: LiveCursor): string {
  let id = String(cursor.lastMessageId);
  for (const [jobId, { generation, length }] of cursor.replies) id += `_${jobId}.${generation}.${length}`;
  return id;
}

/** Undefined for anything that is not an id we wrote. */
export function parseCursor(value: string | undefined): LiveCursor | undefined {
  const match = value === undefined ? null : PATTERN.exec(value);
  if (!match) return undefined;
  const numbers = (match[2] ?? '')
    .split('_')
    .filter(Boolean)
    .map((part) => part.split('.').map(Number));
  const lastMessageId = Number(match[1]);
  if (lastMessageId > MAX_ID || numbers.length > MAX_REPLIES) return undefined;
  const replies = new Map<number, { generation: number; length: number }>();
  for (const [jobId = 0, generation = 0, length = 0] of numbers) {
    if (jobId < 1 || jobId > MAX_ID || generation > MAX_ID || length > MAX_ID) return undefined;
    replies.set(jobId, { generation, length });
  }
  return { lastMessageId, replies };
}
