import { Menu, PanelLeft } from 'lucide-react';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from '#client/app/layouts/use-chat-sidebar';
import { Button } from '#client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip';

interface SidebarToggleProps {
  /** The sidebar is shown: the desktop column, or the mobile overlay. */
  expanded: boolean;
  onToggle(): void;
  /** On mobile it is the menu button that opens the overlay (which has its own close button). */
  mobile: boolean;
}

/** The top bar's button that shows and hides the sidebar (its shortcut is in the "Keyboard shortcuts" list). */
export function SidebarToggle({ expanded, onToggle, mobile }: SidebarToggleProps) {
  const label = mobile ? 'Open sidebar' : 'Toggle sidebar';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          id={SIDEBAR_TOGGLE_ID}
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={SIDEBAR_ID}
          onClick={onToggle}
        >
          {mobile ? <Menu /> : <PanelLeft />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{expanded ? 'Hide sidebar' : 'Show sidebar'}</TooltipContent>
    </Tooltip>
  );
}
