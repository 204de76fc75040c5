import { DotBadge } from '#client/features/admin/components/dot-badge';
import { fieldRows, LEVEL_LABELS } from '#client/features/admin/utils/log-labels';
import type { LogEntry, LogLevelName } from '#shared/api/admin-logs';

const LEVEL_DOTS: Record<LogLevelName, string> = {
  warn: 'bg-amber-500',
  error: 'bg-destructive',
  fatal: 'bg-destructive',
};

const timeText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * One warning or error: its level and time, message, error, request id and kept fields. Every text
 * wraps, a long path or id anywhere, so that nothing is cut off on a phone.
 */
export function LogEntryItem({ entry }: { entry: LogEntry }) {
  const details = [
    ...(entry.requestId ? [{ key: 'requestId', label: 'Request', text: entry.requestId }] : []),
    ...fieldRows(entry.fields),
  ];
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <DotBadge dot={LEVEL_DOTS[entry.level]}>{LEVEL_LABELS[entry.level]}</DotBadge>
        <time dateTime={entry.time} className="text-xs text-muted-foreground">
          {timeText(entry.time)}
        </time>
      </div>
      <p className="text-sm font-medium wrap-anywhere">{entry.message || '(no message)'}</p>
      {entry.error && (
        <p className="text-sm wrap-anywhere">
          <span className="font-mono text-xs font-semibold">{entry.error.type}</span>
          {entry.error.message && `: ${entry.error.message}`}
        </p>
      )}
      {details.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {details.map((detail) => (
            <div key={detail.key} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted-foreground">{detail.label}</dt>
              <dd className="min-w-0 font-mono wrap-anywhere">{detail.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
