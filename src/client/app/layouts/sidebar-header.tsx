import { X } from 'lucide-react';
import { BrandMark } from '#client/components/brand-mark';
import { Button } from '#client/components/ui/button';
import { toastAvoid } from '#client/lib/toast-avoid';

/** The brand, and on mobile the button that closes the overlay. */
export function SidebarHeader({ onClose }: { onClose?: (() => void) | undefined }) {
  return (
    <div {...toastAvoid.header} className="flex h-14 shrink-0 items-center justify-between px-4">
      <div className="flex items-center gap-2 font-semibold tracking-tight">
        <BrandMark />
        Pairwise
      </div>
      {onClose && (
        <Button variant="ghost" size="icon-sm" aria-label="Close sidebar" title="Close sidebar" onClick={onClose}>
          <X />
        </Button>
      )}
    </div>
  );
}
