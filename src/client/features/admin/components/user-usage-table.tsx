import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatCost, formatCount } from '#client/features/admin/utils/format-usage';
import { cn } from '#client/lib/cn';
import type { ConnectionUsage, UserUsage } from '#shared/api/admin-usage';

/** A user's requests to each connection they called, in the cards' order: "OpenAI: 12 · $0.04". */
function ByConnection({ user, providers }: { user: UserUsage; providers: ConnectionUsage[] }) {
  const labels = new Map(providers.map((entry) => [entry.provider, entry.label]));
  // The cards list every connection a user called; one missing from them would come last, under its id.
  const ids = [
    ...[...labels.keys()].filter((id) => Object.hasOwn(user.byProvider, id)),
    ...Object.keys(user.byProvider).filter((id) => !labels.has(id)),
  ];
  return (
    <ul className="grid gap-0.5">
      {ids.map((id) => {
        const usage = user.byProvider[id];
        return (
          <li key={id} className="whitespace-nowrap tabular-nums">
            {labels.get(id) ?? id}: {formatCount(usage?.requests ?? 0)}
            {usage?.cost && ` · ${formatCost(usage.cost)}`}
          </li>
        );
      })}
    </ul>
  );
}

/** The heaviest users of the period: their requests by connection, tokens and estimated cost. */
export function UserUsageTable({
  users,
  totalUsers,
  providers,
}: {
  users: UserUsage[];
  totalUsers: number;
  /** The connections' cards: their labels and order. */
  providers: ConnectionUsage[];
}) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <Table aria-label="Usage by user">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead className="text-right">Requests</TableHead>
            <TableHead>By connection</TableHead>
            <TableHead className="text-right">Failed</TableHead>
            <TableHead className="text-right">Input tokens</TableHead>
            <TableHead className="text-right">Output tokens</TableHead>
            <TableHead className="text-right">Estimated cost</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.userId}>
              <TableCell className={cn('font-medium', user.deleted && 'text-muted-foreground italic')}>
                {user.name}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.requests)}</TableCell>
              <TableCell>
                <ByConnection user={user} providers={providers} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.failed)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.inputTokens)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.outputTokens)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCost(user.cost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {users.length < totalUsers && (
        <p className="text-sm text-muted-foreground">
          Showing top {users.length} of {totalUsers} users
        </p>
      )}
    </div>
  );
}
