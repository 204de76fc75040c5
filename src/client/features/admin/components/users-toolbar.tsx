import { UserPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import type { RoleFilter } from '#client/features/admin/api/get-admin-users';
import { SearchBox } from '#client/features/admin/components/search-box';

interface UsersToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  role: RoleFilter;
  onRoleChange(role: RoleFilter): void;
  onAddUser(): void;
}

// docs/behaviour.md, Validation: a select item cannot have an empty value, so "All roles" is "all".
const ROLE_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

export function UsersToolbar({ search, onSearchChange, role, onRoleChange, onAddUser }: UsersToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox label="Search users" placeholder="Search users..." value={search} onChange={onSearchChange} />
      <div className="flex gap-3">
        <Select value={role} onValueChange={(value) => onRoleChange(value as RoleFilter)}>
          <SelectTrigger aria-label="Filter by role" className="flex-1 sm:w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLE_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button onClick={onAddUser}>
          <UserPlus />
          Add User
        </Button>
      </div>
    </div>
  );
}
