import { MessagesSquare, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** The brand, and on mobile the button that closes the overlay. */
export function SidebarHeader({ onClose }: { onClose?: (() => void) | undefined }) {
  return (
    <div className="flex h-14 shrink-0 items-center justify-between px-4">
      <div className="flex items-center gap-2 font-semibold tracking-tight">
        <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <MessagesSquare aria-hidden className="size-4" />
        </span>
        Pairwise
      </div>
      {onClose && (
        <Button variant="ghost" size="icon-sm" aria-label="Close sidebar" onClick={onClose}>
          <X />
        </Button>
      )}
    </div>
  );
}
