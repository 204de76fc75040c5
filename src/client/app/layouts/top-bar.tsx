import type { ReactNode } from 'react';
import { toastAvoid } from '#client/lib/toast-avoid';

interface TopBarProps {
  /** The current conversation's title (the heading itself), if one is selected. */
  title: ReactNode | undefined;
  /** The button that shows and hides the sidebar, at the header's left end. */
  sidebarToggle?: ReactNode;
  /** Controls at the header's right end (the reply layout switch). */
  actions?: ReactNode;
}

export function TopBar({ title, sidebarToggle, actions }: TopBarProps) {
  return (
    <header {...toastAvoid.header} className="flex h-14 shrink-0 items-center gap-2 border-b px-3 md:px-5">
      {sidebarToggle}
      {title ?? (
        <h1 className="min-w-0 truncate text-sm font-medium">
          <span className="text-muted-foreground">Start a conversation</span>
        </h1>
      )}
      {actions && <div className="ml-auto flex shrink-0 items-center gap-2 pl-2">{actions}</div>}
    </header>
  );
}
