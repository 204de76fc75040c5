import { Columns2, Rows2 } from 'lucide-react';
import { type ReplyLayout, setReplyLayout, useReplyLayout } from '#client/features/chat/window/hooks/use-reply-layout';
import { cn } from '#client/lib/cn';

const OPTIONS: { layout: ReplyLayout; label: string; Icon: typeof Columns2 }[] = [
  { layout: 'side-by-side', label: 'Side by side', Icon: Columns2 },
  { layout: 'stacked', label: 'Stacked', Icon: Rows2 },
];

/**
 * The chat header's "Side by side / Stacked" switch for turns asked of both providers, remembered
 * in this browser. Not shown below 1,024 px, where replies are always stacked.
 */
export function ReplyLayoutSwitch() {
  const { layout, wide } = useReplyLayout();
  if (!wide) return null;
  return (
    <fieldset className="m-0 flex shrink-0 items-center rounded-lg border-0 bg-muted p-[3px]">
      <legend className="sr-only">Reply layout</legend>
      {OPTIONS.map(({ layout: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={layout === option}
          onClick={() => setReplyLayout(option)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            layout === option && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
