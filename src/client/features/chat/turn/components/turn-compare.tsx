import { GitCompareArrows } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { TurnVote } from '#client/features/chat/turn/components/turn-vote';
import type { WordDiffState } from '#client/features/chat/turn/hooks/use-word-diff';
import type { VoteChoice } from '#shared/api/votes';

function diffNote(status: WordDiffState['status'], [left, right]: readonly [string, string]): string {
  if (status === 'ready')
    return `Struck-through words are only in ${left}'s reply; underlined words only in ${right}'s.`;
  return DIFF_NOTES[status];
}

const DIFF_NOTES: Record<Exclude<WordDiffState['status'], 'ready'>, string> = {
  off: '',
  loading: 'Comparing the replies…',
  'too-different': 'These replies are too different to compare word by word.',
  failed: 'The comparison could not be loaded. Try again.',
};

interface TurnCompareProps {
  /** What side a's and side b's replies are called. */
  names: readonly [string, string];
  /** Side b's reply is shown first (a blind turn's order): so is its vote button. */
  swapped?: boolean;
  diff: WordDiffState;
  onDiffChange(on: boolean): void;
  /** Absent where votes cannot be cast (no conversation, or no user message to vote on). */
  vote?: { choice: VoteChoice | null; withdrawn: boolean; onChoose(choice: VoteChoice | null): Promise<void> };
}

/** Under a turn with two successful replies: "Show differences" and "Which is better?". */
export function TurnCompare({ names, swapped, diff, onDiffChange, vote }: TurnCompareProps) {
  const on = diff.status !== 'off';
  return (
    <div className="space-y-1.5 pl-11">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={on}
          className="h-7 gap-1.5 px-2 text-xs text-muted-foreground aria-pressed:bg-accent aria-pressed:text-foreground"
          onClick={() => onDiffChange(!on)}
        >
          <GitCompareArrows aria-hidden="true" />
          Show differences
        </Button>
        {vote && <TurnVote names={names} swapped={swapped} {...vote} />}
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {diffNote(diff.status, names)}
      </p>
    </div>
  );
}
