import { Badge } from '#client/components/ui/badge';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { UserRowActions } from '#client/features/admin/components/user-row-actions';
import { UserStatusBadge } from '#client/features/admin/components/user-status-badge';
import { formatLastActive, userStatus } from '#client/features/admin/utils/user-status';
import { cn } from '#client/lib/cn';
import type { AdminUser } from '#shared/api/admin-users';

interface UsersTableProps {
  users: AdminUser[] | undefined;
  isLoading: boolean;
  isBusy: boolean;
  currentUserId: number | undefined;
  onEdit(user: AdminUser): void;
  onDelete(user: AdminUser): void;
}

const COLUMNS = 6;

// On a phone the table scrolls sideways; the actions stay in view at its right edge.
const stickyOnMobile = 'max-md:sticky max-md:right-0 max-md:bg-card max-md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]';

/** The users table (docs/behaviour.md, Admin dashboard): Name, Email, Role, Status, Last Active, Actions. */
export function UsersTable({ users, isLoading, isBusy, currentUserId, onEdit, onDelete }: UsersTableProps) {
  const now = new Date();
  return (
    <Table aria-label="Users" aria-busy={isBusy}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last Active</TableHead>
          <TableHead className={cn('text-right', stickyOnMobile)}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS} className="h-24 text-center">
              <Spinner className="mx-auto" label="Loading users" />
            </TableCell>
          </TableRow>
        ) : users?.length ? (
          users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="max-md:min-w-40 max-md:whitespace-normal max-md:break-words">
                <div className="font-medium">{user.name}</div>
                <div className="text-xs text-muted-foreground">@{user.username}</div>
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <Badge variant={user.isAdmin ? 'default' : 'secondary'}>{user.isAdmin ? 'Admin' : 'User'}</Badge>
              </TableCell>
              <TableCell>
                <UserStatusBadge status={userStatus(user.lastActive, now)} />
              </TableCell>
              <TableCell className="text-muted-foreground">{formatLastActive(user.lastActive)}</TableCell>
              <TableCell className={stickyOnMobile}>
                <UserRowActions user={user} isSelf={user.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))
        ) : (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMNS} className="h-24 text-center text-muted-foreground">
              No users found
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
