import { EllipsisVertical, Keyboard, LogOut, Settings, ShieldCheck, Trophy } from 'lucide-react';
import { useRef } from 'react';
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

interface SidebarUserMenuProps {
  user: PublicUser;
  onShowShortcuts(): void;
}

/**
 * The sidebar footer: who is signed in, and Settings, Scoreboard, Admin Panel (admins only),
 * Keyboard shortcuts and Logout.
 */
export function SidebarUserMenu({ user, onShowShortcuts }: SidebarUserMenuProps) {
  const logout = useLogout();
  // Opened once the menu has given the focus back to its button, so that the dialog returns it there.
  const showShortcuts = useRef(false);
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
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="User menu"
            title="User menu"
            className="text-muted-foreground"
          >
            <EllipsisVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="top"
          align="end"
          className="w-48"
          onCloseAutoFocus={() => {
            if (showShortcuts.current) onShowShortcuts();
            showShortcuts.current = false;
          }}
        >
          <DropdownMenuItem asChild>
            <Link href={paths.settings.href()}>
              <Settings />
              Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={paths.scoreboard.href()}>
              <Trophy />
              Scoreboard
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
          <DropdownMenuItem onSelect={() => (showShortcuts.current = true)}>
            <Keyboard />
            Keyboard shortcuts
          </DropdownMenuItem>
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
