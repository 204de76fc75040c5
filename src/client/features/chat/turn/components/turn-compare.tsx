import { GitCompareArrows } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button';
import { TurnFuse } from '#client/features/chat/turn/components/turn-fuse';
import { TurnJudge } from '#client/features/chat/turn/components/turn-judge';
import { TurnVote } from '#client/features/chat/turn/components/turn-vote';
import type { WordDiffState } from '#client/features/chat/turn/hooks/use-word-diff';
import type { JudgeBody, Judgement } from '#shared/api/judgements';
import type { VoteChoice } from '#shared/api/votes';

// Loaded with the first verdict shown, not with the chat screen, which stays within its budget (decision 006).
const TurnVerdict = lazy(() =>
  import('#client/features/chat/turn/components/turn-verdict').then((module) => ({ default: module.TurnVerdict })),
);

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
  /** Absent where no judge can be asked (as for `vote`). */
  judge?: { judging: boolean; userId: number | null; onJudge(judge: JudgeBody): void };
  /** Absent where no fuse can be asked (as for `judge`); `fusing` while one is being written. */
  fuse?: { messageId: number; fusing: boolean; fused: boolean; userId: number | null };
  /** The turn's latest verdict, `earlier` when of other reply versions than those shown. */
  verdict?: { judgement: Judgement; earlier: boolean; mask?: RegExp } | null;
}

/** Under a turn with two successful replies: "Show differences", "Judge", "Fuse", "Which is better?", then a judge's verdict. */
export function TurnCompare({ names, swapped, diff, onDiffChange, vote, judge, fuse, verdict }: TurnCompareProps) {
  const on = diff.status !== 'off';
  return (
    <div className="space-y-1.5 pl-11">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-1">
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
          {judge && <TurnJudge judged={Boolean(verdict)} {...judge} />}
          {fuse && <TurnFuse {...fuse} />}
        </div>
        {vote && <TurnVote names={names} swapped={swapped} {...vote} />}
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {diffNote(diff.status, names)}
      </p>
      {/* There before the verdict, so that a verdict arriving is read out. */}
      {(judge || verdict) && (
        <div aria-live="polite" className="empty:hidden">
          {verdict && (
            <Suspense fallback={null}>
              <TurnVerdict names={names} {...verdict} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
