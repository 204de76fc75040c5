import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { paths } from '#client/config/paths';
import type { VoteChoice } from '#shared/api/votes';

type Option = { choice: VoteChoice; label: string };

interface TurnVoteProps {
  /** Side a's and side b's names: a vote for side a is "left", for side b "right", in every layout (the server judges them so). */
  names: readonly [string, string];
  /** Side b's reply is shown first (a blind turn): its button comes first too. */
  swapped?: boolean;
  /** The vote saved for this turn, if any, when it judges the replies shown. */
  choice: VoteChoice | null;
  /** A vote was cast on other versions of these replies (since regenerated or edited): vote again. */
  withdrawn?: boolean;
  /** Saves a choice, or with null clears it; settles when the server has answered. */
  onChoose(choice: VoteChoice | null): Promise<void>;
}

/** "Which is better?": one vote per turn, changed by choosing another, cleared by choosing it again. */
export function TurnVote({
  names: [left, right],
  swapped = false,
  choice,
  withdrawn = false,
  onChoose,
}: TurnVoteProps) {
  // Shown at once, until the server answers (a refusal brings the saved vote back, with a toast).
  const [pending, setPending] = useState<{ choice: VoteChoice | null } | null>(null);
  const shown = pending ? pending.choice : choice;
  const a: Option = { choice: 'left', label: left };
  const b: Option = { choice: 'right', label: right };
  const options: Option[] = [
    swapped ? b : a,
    { choice: 'tie', label: 'Tie' },
    { choice: 'both-bad', label: 'Both bad' },
    swapped ? a : b,
  ];

  async function choose(next: VoteChoice | null) {
    setPending({ choice: next });
    try {
      await onChoose(next);
    } finally {
      setPending(null);
    }
  }

  return (
    // The visible label stands beside the buttons, where a legend cannot.
    <fieldset data-vote-group className="m-0 flex min-w-0 flex-wrap items-center gap-1.5 border-0 p-0">
      <legend className="sr-only">Which is better?</legend>
      <span aria-hidden="true" className="mr-1 text-xs font-medium text-muted-foreground">
        Which is better?
      </span>
      {withdrawn && shown === null && (
        <span className="mr-1 text-xs text-muted-foreground">Your vote was on earlier versions: vote again.</span>
      )}
      {options.map((option, index) => {
        const pressed = shown === option.choice;
        // Keys 1–4 press these in the order shown (features/chat/turn/utils/vote-keys.ts).
        const key = String(index + 1);
        return (
          <Button
            key={option.choice}
            variant={pressed ? 'default' : 'outline'}
            size="sm"
            aria-pressed={pressed}
            aria-keyshortcuts={key}
            title={pressed ? `Your vote. Choose again to clear it (key ${key})` : `Key ${key}`}
            className="h-7 gap-1 px-2.5 text-xs"
            onClick={() => void choose(pressed ? null : option.choice)}
          >
            {pressed && <Check aria-hidden="true" />}
            {option.label}
          </Button>
        );
      })}
      {/* Once voted, where the vote counts is a click away. */}
      {shown !== null && (
        <Link
          href={paths.scoreboard.href()}
          className="ml-1 text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Scoreboard
        </Link>
      )}
    </fieldset>
  );
}
