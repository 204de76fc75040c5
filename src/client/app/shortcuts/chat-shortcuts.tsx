import { SHORTCUTS, type ShortcutId } from '#client/app/shortcuts/shortcut-list';
import { ShortcutsDialog } from '#client/app/shortcuts/shortcuts-dialog';
import { useKeyboardShortcuts } from '#client/hooks/use-keyboard-shortcuts';

interface ChatShortcutsProps {
  handlers: Partial<Record<ShortcutId, () => void>>;
  /** The "Keyboard shortcuts" dialog is open ("?", or the user menu). */
  listOpen: boolean;
  onListOpenChange(open: boolean): void;
}

/** The chat screen's keys, and the dialog that lists them. */
export function ChatShortcuts({ handlers, listOpen, onListOpenChange }: ChatShortcutsProps) {
  useKeyboardShortcuts(SHORTCUTS, { ...handlers, 'show-shortcuts': () => onListOpenChange(true) });
  return <ShortcutsDialog open={listOpen} onOpenChange={onListOpenChange} />;
}
