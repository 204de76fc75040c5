import { Button } from '#client/components/ui/button';
import { TableCell, TableRow } from '#client/components/ui/table';
import { useTestAdminConnection } from '#client/features/admin/api/test-admin-connection';
import { DotBadge } from '#client/features/admin/components/dot-badge';
import { cn } from '#client/lib/cn';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import type { AdminConnection, ConnectionHealth, ConnectionTestResponse } from '#shared/api/admin-connections';
import { CONNECTION_KIND_LABELS } from '#shared/connection-kinds';

const HEALTH: Record<ConnectionHealth['state'], { text: string; dot: string }> = {
  answering: { text: 'Answering', dot: 'bg-emerald-500' },
  failing: { text: 'Not answering', dot: 'bg-destructive' },
  unchecked: { text: 'Not asked yet', dot: 'bg-muted-foreground/50' },
  demo: { text: 'Demo: no API key', dot: 'bg-amber-500' },
};

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function testOutcome(result: ConnectionTestResponse): string {
  return result.ok ? `Answered: ${result.models} models in ${result.ms} ms` : result.error;
}

/** One connection: its label and id, kind, models, last answer, and a button that asks it now. */
export function ConnectionRow({ connection }: { connection: AdminConnection }) {
  const test = useTestAdminConnection();
  const { health } = connection;
  const outcome = test.isError
    ? errorText(test.error, 'server-or-error', FALLBACK_TEXTS.tryAgain)
    : test.data && testOutcome(test.data);
  return (
    <TableRow>
      <TableCell>
        <div className="font-medium">{connection.label}</div>
        <div className="text-xs text-muted-foreground">{connection.id}</div>
      </TableCell>
      <TableCell>{CONNECTION_KIND_LABELS[connection.kind]}</TableCell>
      <TableCell className="text-right tabular-nums">{connection.models}</TableCell>
      <TableCell className="max-w-72 whitespace-normal">
        <DotBadge dot={HEALTH[health.state].dot}>{HEALTH[health.state].text}</DotBadge>
        {'checkedAt' in health && (
          <div className="mt-1 text-xs text-muted-foreground">
            {health.state === 'failing' && `${health.error} `}Asked at {time(health.checkedAt)}.
          </div>
        )}
      </TableCell>
      <TableCell className="max-w-72 whitespace-normal">
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          aria-label={`Test ${connection.label}`}
          onClick={() => test.mutate(connection.id)}
        >
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        <div
          aria-live="polite"
          className={cn('mt-1 text-xs', test.data?.ok ? 'text-muted-foreground' : 'text-destructive')}
        >
          {outcome}
        </div>
      </TableCell>
    </TableRow>
  );
}
