import { Loader2, Scale } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover';
import type { JudgeBody } from '#shared/api/judgements';

// Loaded as it is first opened, not with the chat screen, which stays within its budget (decision 006).
const JudgePicker = lazy(() =>
  import('#client/features/chat/turn/components/judge-picker').then((module) => ({ default: module.JudgePicker })),
);

interface TurnJudgeProps {
  /** The judge asked has not answered yet. */
  judging: boolean;
  /** A verdict is shown: the button asks again. */
  judged: boolean;
  /** The signed-in user, whose last judge is offered first. */
  userId: number | null;
  onJudge(judge: JudgeBody): void;
}

/** "Judge": a model of the person's choosing compares the turn's two replies. */
export function TurnJudge({ judging, judged, userId, onJudge }: TurnJudgeProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover open={open && !judging} onOpenChange={(next) => setOpen(next && !judging)}>
      <PopoverTrigger asChild>
        {/* aria-disabled rather than disabled: the focus stays on it while the judge answers. */}
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={judging || undefined}
          title={judging ? undefined : 'Ask a model which answer is better'}
          className="h-7 gap-1.5 px-2 text-xs text-muted-foreground aria-disabled:opacity-70"
        >
          {judging ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Scale aria-hidden="true" />}
          {judging ? 'Judging…' : judged ? 'Judge again' : 'Judge'}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-labelledby={titleId} className="w-64 p-3">
        <p id={titleId} className="mb-2 text-sm font-medium">
          Judge these answers
        </p>
        <Suspense fallback={null}>
          <JudgePicker
            userId={userId}
            onChoose={(judge) => {
              setOpen(false);
              onJudge(judge);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
