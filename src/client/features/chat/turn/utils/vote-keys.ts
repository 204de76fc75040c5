import type { Shortcut } from '#client/hooks/use-keyboard-shortcuts';

export type VoteShortcutId = 'vote-first' | 'vote-tie' | 'vote-both-bad' | 'vote-second';

/**
 * Keys 1–4 press a turn's vote buttons in the order shown (first answer, Tie, Both bad, second
 * answer), whichever side each stands for; the chat panel handles them, the shortcuts dialog lists them.
 */
export const VOTE_SHORTCUTS: readonly Shortcut<VoteShortcutId>[] = [
  { id: 'vote-first', description: 'Vote for the first answer', keys: [{ key: '1' }] },
  { id: 'vote-tie', description: 'Vote a tie', keys: [{ key: '2' }] },
  { id: 'vote-both-bad', description: 'Vote both bad', keys: [{ key: '3' }] },
  { id: 'vote-second', description: 'Vote for the second answer', keys: [{ key: '4' }] },
];

/**
 * The vote button a key means: in the turn holding the focus, else in the latest turn shown that
 * can be voted on; none where there is no such turn.
 */
export function voteButtonFor(
  id: VoteShortcutId,
  chat: HTMLElement,
  focused: Element | null,
): HTMLButtonElement | null {
  const position = VOTE_SHORTCUTS.findIndex((shortcut) => shortcut.id === id);
  // The turn list marks each turn `data-turn`; TurnVote marks its buttons' group `data-vote-group`.
  const turn = focused?.closest('[data-turn]');
  const group =
    turn && chat.contains(turn)
      ? turn.querySelector('[data-vote-group]')
      : [...chat.querySelectorAll('[data-vote-group]')].at(-1);
  return group?.querySelectorAll('button')[position] ?? null;
}
