import { VOTE_SHORTCUTS, type VoteShortcutId } from '#client/features/chat/turn/utils/vote-keys';
import type { Shortcut } from '#client/hooks/use-keyboard-shortcuts';

export type ShortcutId =
  | 'new-chat'
  | 'focus-message-box'
  | 'search'
  | 'toggle-sidebar'
  | 'stop'
  | VoteShortcutId
  | 'show-shortcuts';

/** The chat screen's shortcuts: what the keys do and what the "Keyboard shortcuts" dialog lists. */
export const SHORTCUTS: readonly Shortcut<ShortcutId>[] = [
  { id: 'new-chat', description: 'New chat', keys: [{ key: 'o', mod: true, shift: true }] },
  // Shift+Esc is the way back to the message box from any other field.
  {
    id: 'focus-message-box',
    description: 'Focus the message box',
    keys: [{ key: 'Escape', shift: true, inFields: true }],
  },
  { id: 'search', description: 'Search conversations', keys: [{ key: 'k', mod: true }] },
  { id: 'toggle-sidebar', description: 'Show or hide the sidebar', keys: [{ key: 's', mod: true, shift: true }] },
  // Handled by the chat panel, which knows when replies are coming.
  { id: 'stop', description: 'Stop replies', keys: [{ key: 'Escape' }] },
  // Handled by the chat panel too, which knows the turns.
  ...VOTE_SHORTCUTS,
  { id: 'show-shortcuts', description: 'Keyboard shortcuts', keys: [{ key: '?' }, { key: '/', mod: true }] },
];
