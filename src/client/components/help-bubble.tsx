import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '#client/components/ui/popover';
import { cn } from '#client/lib/cn';
import { dismissHelp, useHelpPreferences } from '#client/stores/help-preferences';

interface HelpBubbleProps {
  /** Stable id under which a dismissal is remembered. */
  id: string;
  /** Completes the button's name "Tip: {topic}"; must not repeat a nearby control's name. */
  topic: string;
  title: string;
  text: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * Contextual help (docs/behaviour.md, States and transitions): a small icon beside a control that
 * opens the tip, never over the control itself. Hidden while help is off or once this tip is
 * dismissed with "Got it".
 */
export function HelpBubble({ id, topic, title, text, side = 'bottom', align = 'start', className }: HelpBubbleProps) {
  const { enabled, dismissed } = useHelpPreferences();
  const titleId = useId();
  if (!enabled || dismissed.includes(id)) return null;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Tip: ${topic}`}
          title={`Tip: ${topic}`}
          className={cn(
            'size-6 shrink-0 rounded-full text-amber-600 hover:text-amber-700 dark:text-amber-400 dark:hover:text-amber-300 [&_svg]:size-3.5',
            className,
          )}
        >
          <Lightbulb />
        </Button>
      </PopoverTrigger>
      <PopoverContent side={side} align={align} aria-labelledby={titleId} className="grid gap-2 text-sm">
        <p id={titleId} className="flex items-center gap-2 font-medium">
          <Lightbulb aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
          {title}
        </p>
        <p className="text-muted-foreground">{text}</p>
        <PopoverClose asChild>
          <Button size="sm" className="justify-self-end" onClick={() => dismissHelp(id)}>
            Got it
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}
