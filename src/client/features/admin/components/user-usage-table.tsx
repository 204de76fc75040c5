import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatCount } from '#client/features/admin/utils/format-usage';
import { cn } from '#client/lib/cn';
import type { UserUsage } from '#shared/api/admin-usage';
import { PROVIDERS } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

/** The heaviest users of the period: requests per provider and the tokens they used. */
export function UserUsageTable({ users, totalUsers }: { users: UserUsage[]; totalUsers: number }) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <Table aria-label="Usage by user">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            {PROVIDERS.map((provider) => (
              <TableHead key={provider} className="text-right">
                {PROVIDER_LABELS[provider]} requests
              </TableHead>
            ))}
            <TableHead className="text-right">Failed</TableHead>
            <TableHead className="text-right">Input tokens</TableHead>
            <TableHead className="text-right">Output tokens</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.userId}>
              <TableCell className={cn('font-medium', user.deleted && 'text-muted-foreground italic')}>
                {user.name}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              {PROVIDERS.map((provider) => (
                <TableCell key={provider} className="text-right tabular-nums">
                  {formatCount(user.byProvider[provider].requests)}
                </TableCell>
              ))}
              <TableCell className="text-right tabular-nums">{formatCount(user.total.failed)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.inputTokens)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(user.total.outputTokens)}</TableCell>
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
