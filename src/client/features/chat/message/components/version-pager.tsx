import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ToolbarButton } from '#client/components/toolbar-button';

interface VersionPagerProps {
  /** The group's accessible name: what is paged through. */
  label: string;
  /** The version shown, from 0. */
  index: number;
  count: number;
  /** Asks for the version at this index. */
  onShow: (index: number) => void;
  /** Both steps off, while a choice is on its way. */
  disabled?: boolean;
}

/** "‹ 1 / 2 ›": steps through the versions of a reply or of a question, one at a time. */
export function VersionPager({ label, index, count, onShow, disabled = false }: VersionPagerProps) {
  return (
    <fieldset aria-label={label} className="flex min-w-0 items-center text-xs text-muted-foreground">
      <ToolbarButton
        label="Previous version"
        className="size-7"
        disabled={disabled || index <= 0}
        onClick={() => onShow(index - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </ToolbarButton>
      <span className="tabular-nums">
        {index + 1} / {count}
      </span>
      <ToolbarButton
        label="Next version"
        className="size-7"
        disabled={disabled || index >= count - 1}
        onClick={() => onShow(index + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </ToolbarButton>
    </fieldset>
  );
}
