import { lazy, Suspense, useEffect, useState } from 'react';
import { Card, CardContent } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { type RoleFilter, useAdminUsers } from '#client/features/admin/api/get-admin-users';
import { DeleteUserDialog } from '#client/features/admin/components/delete-user-dialog';
import { UsersPagination } from '#client/features/admin/components/users-pagination';
import { UsersTable } from '#client/features/admin/components/users-table';
import { UsersToolbar } from '#client/features/admin/components/users-toolbar';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { useOpenedOnce } from '#client/hooks/use-opened-once';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import type { AdminUser } from '#shared/api/admin-users';
import { ADMIN_USERS_PAGE_SIZE } from '#shared/constants';

const SEARCH_DEBOUNCE_MS = 300;

// Loaded when first opened: their forms and validation (zod) would otherwise weigh on the admin
// page's first load (bench/size-budgets.json).
const AddUserDialog = lazy(() =>
  import('#client/features/admin/components/add-user-dialog').then((module) => ({ default: module.AddUserDialog })),
);
const EditUserDialog = lazy(() =>
  import('#client/features/admin/components/edit-user-dialog').then((module) => ({ default: module.EditUserDialog })),
);

/** The Users tab (docs/behaviour.md, Admin dashboard): search, role filter, the table with edit and delete, paging. */
export function UsersTab({ currentUserId }: { currentUserId: number | undefined }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or role filter starts again at the first page.
  const filterKey = `${role}\n${q}`;
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ filterKey, offset: next });

  const users = useAdminUsers({ q, role, offset });
  const [adding, setAdding] = useState(false);
  const addOpened = useOpenedOnce(adding);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const total = users.data?.total;
  useEffect(() => {
    // Deleting the last user of the last page leaves it empty: show the page before instead.
    if (total !== undefined && offset > 0 && offset >= total) {
      setPaging({
        filterKey,
        offset: Math.max(0, Math.ceil(total / ADMIN_USERS_PAGE_SIZE) - 1) * ADMIN_USERS_PAGE_SIZE,
      });
    }
  }, [total, offset, filterKey]);

  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardContent className="grid grid-cols-1 gap-4 px-4 sm:px-6">
        <UsersToolbar
          search={search}
          onSearchChange={setSearch}
          role={role}
          onRoleChange={setRole}
          onAddUser={() => setAdding(true)}
        />
        {users.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            Error loading users: {errorText(users.error, 'server-or-error', FALLBACK_TEXTS.tryAgain)}
          </p>
        ) : (
          <div className="relative">
            <UsersTable
              users={users.data?.users}
              isLoading={users.isPending}
              // Busy from the first key typed until the answer to the search is on screen.
              isBusy={search.trim() !== q || users.isFetching}
              currentUserId={currentUserId}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
            {users.isPlaceholderData && <Spinner className="absolute top-2 right-2 size-4" label="Updating users" />}
          </div>
        )}
        {users.data && (
          <UsersPagination
            shown={users.data.users.length}
            total={users.data.total}
            offset={offset}
            pageSize={ADMIN_USERS_PAGE_SIZE}
            isLoadingPage={users.isPlaceholderData}
            onOffsetChange={setOffset}
          />
        )}
      </CardContent>
      <Suspense fallback={null}>{addOpened && <AddUserDialog open={adding} onOpenChange={setAdding} />}</Suspense>
      <Suspense fallback={null}>
        {editing && (
          <EditUserDialog
            key={editing.id}
            user={editing}
            isSelf={editing.id === currentUserId}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
