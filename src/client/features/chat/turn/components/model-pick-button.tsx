import { Loader2, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover';
import type { JudgeBody } from '#shared/api/judgements';

// Loaded as it is first opened, not with the chat screen, which stays within its budget (decision 006).
const JudgePicker = lazy(() =>
  import('#client/features/chat/turn/components/judge-picker').then((module) => ({ default: module.JudgePicker })),
);

interface ModelPickButtonProps {
  icon: LucideIcon;
  /** The button's text: at rest, once done (asks again), and while busy. */
  labels: { idle: string; again: string; busy: string };
  /** What the button does, as its tooltip. */
  title: string;
  /** The picker's heading. */
  heading: string;
  /** What was asked has not finished: the button waits, its picker closed. */
  busy: boolean;
  done: boolean;
  /** The signed-in user, whose last choice of model is offered first. */
  userId: number | null;
  emptyText?: string;
  onChoose(model: JudgeBody): void;
}

/** A turn's action that a model of the person's choosing carries out: Judge, Fuse. */
export function ModelPickButton({
  icon: Icon,
  labels,
  title,
  heading,
  busy,
  done,
  userId,
  emptyText,
  onChoose,
}: ModelPickButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover open={open && !busy} onOpenChange={(next) => setOpen(next && !busy)}>
      <PopoverTrigger asChild>
        {/* aria-disabled rather than disabled: the focus stays on it while the model answers. */}
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={busy || undefined}
          title={busy ? undefined : title}
          className="h-7 gap-1.5 px-2 text-xs text-muted-foreground aria-disabled:opacity-70"
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Icon aria-hidden="true" />}
          {busy ? labels.busy : done ? labels.again : labels.idle}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-labelledby={titleId} className="w-64 p-3">
        <p id={titleId} className="mb-2 text-sm font-medium">
          {heading}
        </p>
        <Suspense fallback={null}>
          <JudgePicker
            userId={userId}
            emptyText={emptyText}
            onChoose={(model) => {
              setOpen(false);
              onChoose(model);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
