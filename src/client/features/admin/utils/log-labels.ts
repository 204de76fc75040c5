import type { LogEntry, LogLevelName } from '#shared/api/admin-logs';

/** The level filter's choices: each level and those above it, as the server filters. */
export const LEVEL_FILTERS: { value: LogLevelName; label: string }[] = [
  { value: 'warn', label: 'Warnings and errors' },
  { value: 'error', label: 'Errors only' },
  { value: 'fatal', label: 'Fatal errors only' },
];

export const LEVEL_LABELS: Record<LogLevelName, string> = { warn: 'Warning', error: 'Error', fatal: 'Fatal' };

// The fields the server keeps (src/server/logs/recent-logs.ts), named as the admin reads them.
const FIELD_LABELS: Record<string, string> = {
  jobId: 'Reply job',
  provider: 'Connection',
  model: 'Model',
  kind: 'Kind',
  code: 'Code',
  statusCode: 'Status',
  method: 'Method',
  url: 'Path',
  attempt: 'Attempt',
};

/** An entry's kept fields as label and text, in the order the server sent them; unknown ones by their key. */
export function fieldRows(fields: LogEntry['fields']): { key: string; label: string; text: string }[] {
  return Object.entries(fields).map(([key, value]) => ({ key, label: FIELD_LABELS[key] ?? key, text: String(value) }));
}
