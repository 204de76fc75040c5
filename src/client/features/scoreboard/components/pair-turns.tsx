import { Link } from 'wouter';
import { paths } from '#client/config/paths';
import type { PairStanding } from '#shared/api/standings';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** The turns a pair's votes judged, newest first, each opening its conversation at the turn. */
export function PairTurns({ turns, votes }: Pick<PairStanding, 'turns' | 'votes'>) {
  if (turns.length === 0) return null;
  return (
    <details className="text-sm">
      {/* One vote per turn: the votes count them all, the list holds the latest alone. */}
      <summary className="w-fit cursor-pointer text-muted-foreground hover:text-foreground">Turns ({votes})</summary>
      {votes > turns.length && <p className="mt-2 text-xs text-muted-foreground">Showing the latest {turns.length}</p>}
      <ul className="mt-2 grid gap-1.5">
        {turns.map((turn) => (
          <li key={turn.messageId} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3">
            <Link
              href={paths.conversation.href(turn.conversationId, turn.messageId)}
              className="min-w-0 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
            >
              {turn.title || 'Untitled conversation'}
            </Link>
            <time dateTime={turn.votedAt} className="shrink-0 text-xs text-muted-foreground">
              {dateOf(turn.votedAt)}
            </time>
          </li>
        ))}
      </ul>
    </details>
  );
}
