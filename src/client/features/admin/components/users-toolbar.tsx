import { Search, UserPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import type { RoleFilter } from '#client/features/admin/api/get-admin-users';

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
      <div className="relative flex-1">
        <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search users..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
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
