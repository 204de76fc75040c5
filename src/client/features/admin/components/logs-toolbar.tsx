import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { NativeSelect } from '#client/components/ui/native-select';
import { SearchBox } from '#client/features/admin/components/search-box';
import { LEVEL_FILTERS } from '#client/features/admin/utils/log-labels';
import { cn } from '#client/lib/cn';
import type { LogLevelName } from '#shared/api/admin-logs';

interface LogsToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  level: LogLevelName;
  onLevelChange(level: LogLevelName): void;
  refreshing: boolean;
  onRefresh(): void;
}

/** The System Logs' filters (text and level, both applied by the server) and Refresh. */
export function LogsToolbar({ search, onSearchChange, level, onLevelChange, refreshing, onRefresh }: LogsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        label="Search logs"
        placeholder="Search messages, request ids, errors..."
        maxLength={200}
        value={search}
        onChange={onSearchChange}
      />
      <div className="flex gap-3">
        <NativeSelect
          aria-label="Level"
          className="sm:w-48"
          value={level}
          onChange={(event) => onLevelChange(event.target.value as LogLevelName)}
        >
          {LEVEL_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={onRefresh} aria-busy={refreshing}>
          <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
          Refresh
        </Button>
      </div>
    </div>
  );
}
