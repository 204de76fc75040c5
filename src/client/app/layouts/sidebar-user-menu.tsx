import { EllipsisVertical, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useLogout } from '#client/app/layouts/use-logout';
import { userInitials } from '#client/app/layouts/user-initials';
import { Button } from '#client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu';
import { paths } from '#client/config/paths';
import type { PublicUser } from '#shared/api/users';

/** The sidebar footer: who is signed in, and Settings, Admin Panel (admins only) and Logout. */
export function SidebarUserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <div className="flex items-center gap-3 border-t px-3 py-3">
      <span
        aria-hidden
        className="flex h-9 min-w-9 shrink-0 items-center justify-center rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground"
      >
        {userInitials(user.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="User menu" className="text-muted-foreground">
            <EllipsisVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end" className="w-48">
          <DropdownMenuItem asChild>
            <Link href={paths.settings.href()}>
              <Settings />
              Settings
            </Link>
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem asChild>
              <Link href={paths.admin.href()}>
                <ShieldCheck />
                Admin Panel
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
