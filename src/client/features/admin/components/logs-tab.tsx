import { useState } from 'react';
import { QueryContent } from '#client/components/query-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAdminLogs } from '#client/features/admin/api/get-admin-logs';
import { LogEntryItem } from '#client/features/admin/components/log-entry-item';
import { LogsToolbar } from '#client/features/admin/components/logs-toolbar';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import type { LogLevelName } from '#shared/api/admin-logs';

const SEARCH_DEBOUNCE_MS = 300;

const entriesText = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'entry' : 'entries'}`;

/** The System Logs tab (docs/behaviour.md, Admin dashboard): the answering process's recent warnings and errors. */
export function LogsTab() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<LogLevelName>('warn');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const logs = useAdminLogs({ level, q });
  const filtered = q !== '' || level !== 'warn';

  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>System Logs</CardTitle>
        <CardDescription>
          The most recent warnings and errors of the server process that answered, newest first. Each process keeps its
          own, lost when it restarts; the full log is the server's output.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 px-4 sm:px-6">
        <LogsToolbar
          search={search}
          onSearchChange={setSearch}
          level={level}
          onLevelChange={setLevel}
          refreshing={logs.isFetching}
          onRefresh={() => void logs.refetch()}
        />
        <QueryContent query={logs} loadingLabel="Loading logs" what="the logs">
          {({ entries, capacity }) => (
            <>
              <p role="status" className="text-xs text-muted-foreground">
                {entriesText(entries.length)}
                {filtered ? ' match' : ''}; this process keeps its last {capacity.toLocaleString('en')}.
              </p>
              {entries.length === 0 ? (
                <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                  {filtered ? 'No entries match these filters.' : 'No warnings or errors since this process started.'}
                </p>
              ) : (
                <ol aria-label="Log entries" aria-busy={logs.isFetching} className="grid grid-cols-1 gap-2">
                  {entries.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id, and an item holds no state of its own
                    <LogEntryItem key={index} entry={entry} />
                  ))}
                </ol>
              )}
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
