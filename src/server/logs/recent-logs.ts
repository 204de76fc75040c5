import { serializeError } from '#server/logs/log-serializers';
import { LOG_LEVELS, type LogEntry, type LogLevelName, RECENT_LOGS_MAX } from '#shared/api/admin-logs';

const LEVEL_NAMES: Record<number, LogLevelName> = { 40: 'warn', 50: 'error', 60: 'fatal' };

// Only these fields of a log line are kept: each says where a problem was, none carries what a
// person wrote, a key or a cookie.
const KEPT_FIELDS = ['jobId', 'provider', 'model', 'kind', 'code', 'statusCode', 'method', 'url', 'attempt'] as const;
const MAX_TEXT = 500;

const cut = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);

/** An error as the log writes it: its type, and its message without the database's values. */
function errorOf(value: unknown): LogEntry['error'] {
  if (!(value instanceof Error)) return null;
  const { type, message } = serializeError(value);
  return { type, message: cut(message) };
}

const searchable = (entry: LogEntry) =>
  [
    entry.message,
    entry.requestId ?? '',
    entry.error?.type ?? '',
    entry.error?.message ?? '',
    ...Object.values(entry.fields),
  ]
    .join('\n')
    .toLowerCase();

/**
 * The process's most recent warnings and errors, in memory, for the admin's System Logs: a ring of
 * at most RECENT_LOGS_MAX entries, so that it never grows; per process, lost on restart (the full
 * log is the process's output: docs/operations.md).
 */
export class RecentLogs {
  private readonly entries: LogEntry[] = [];

  constructor(private readonly capacity = RECENT_LOGS_MAX) {}

  /** A pino log call: its level number, its bindings (the request id) and its arguments. */
  record(level: number, bindings: Record<string, unknown>, args: readonly unknown[]): void {
    const name = LEVEL_NAMES[level];
    if (!name) return;
    const [first, second] = args;
    const object = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
    const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
    const fields: LogEntry['fields'] = {};
    for (const key of KEPT_FIELDS) {
      const value = object[key];
      if (typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
      // A logged URL keeps its path alone: a query string may carry a token.
      else if (typeof value === 'string') fields[key] = cut(key === 'url' ? (value.split('?')[0] ?? '') : value);
    }
    const requestId = bindings.reqId ?? object.reqId;
    this.entries.push({
      time: new Date().toISOString(),
      level: name,
      message: cut(message),
      requestId: typeof requestId === 'string' ? requestId : null,
      error: errorOf(first instanceof Error ? first : object.err),
      fields,
    });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Newest first: those at `level` or above whose text holds `query`, ignoring case. */
  list(level: LogLevelName, query?: string): LogEntry[] {
    const lowest = LOG_LEVELS.indexOf(level);
    const needle = query?.toLowerCase();
    return this.entries
      .filter((entry) => LOG_LEVELS.indexOf(entry.level) >= lowest)
      .filter((entry) => !needle || searchable(entry).includes(needle))
      .reverse();
  }

  /** How many entries are kept at most. */
  get limit(): number {
    return this.capacity;
  }
}
