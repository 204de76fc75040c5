import { toBatches } from '#server/exports/import-batches';
import { type ValidationIssue, validationIssue } from '#server/exports/import-errors';
import { storedBytesOf } from '#server/exports/import-storage';
import { nestsDeeperThan } from '#server/exports/json-depth';
import { exportFileSchema } from '#shared/api/exports';

/**
 * An import file's body, parsed and validated on a thread of its own (run-in-worker.ts): a hostile
 * body costs that thread its time and memory, never the event loop every request shares.
 */

export interface ImportTaskInput {
  body: Uint8Array;
  /** The user's message storage quota: a file past it alone is refused, so its batches are not made. */
  storageLimitBytes: number;
}

export type ImportTaskResult =
  | { kind: 'malformed' }
  | { kind: 'too-deep' }
  | { kind: 'invalid'; issue: ValidationIssue }
  /**
   * The file as JSON batches the main thread parses one at a time between inserts (import-batches.ts);
   * none when its storage alone is past the quota.
   */
  | { kind: 'valid'; storedBytes: number; batches: string[] };

// The export format's deepest value: file { conversations [ { messages [ { attachments [ { … } ] } ] } ] }.
const EXPORT_MAX_DEPTH = 7;

/**
 * The body parsed and validated, or undefined when it is not JSON. A byte-order mark first is
 * allowed, as Fastify's own parser allows it. Neither the text nor the parsed value outlives this
 * call: the thread's memory holds the validated file alone from here on.
 */
function parseAndValidate(body: Uint8Array) {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
  return exportFileSchema.safeParse(json);
}

export default function readImportFile({ body, storageLimitBytes }: ImportTaskInput): ImportTaskResult {
  if (nestsDeeperThan(body, EXPORT_MAX_DEPTH)) return { kind: 'too-deep' };
  const parsed = parseAndValidate(body);
  if (!parsed) return { kind: 'malformed' };
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return { kind: 'invalid', issue: first ? validationIssue(first) : { instancePath: '' } };
  }
  const storedBytes = storedBytesOf(parsed.data);
  return { kind: 'valid', storedBytes, batches: storedBytes > storageLimitBytes ? [] : toBatches(parsed.data) };
}
