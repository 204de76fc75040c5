import { ShortcutKeys } from '#client/app/shortcuts/shortcut-keys';
import { SHORTCUTS } from '#client/app/shortcuts/shortcut-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { isApplePlatform } from '#client/hooks/use-keyboard-shortcuts';

interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Every shortcut of the chat screen with its keys, from the list that also handles them. */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  const modifier = isApplePlatform() ? 'Command' : 'Ctrl';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Shortcuts with {modifier} also work while you type a message.</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.id} className="border-b last:border-0">
                <th scope="row" className="py-2.5 pr-4 text-left font-normal">
                  {shortcut.description}
                </th>
                <td className="py-2.5 text-right">
                  <ShortcutKeys keys={shortcut.keys} className="justify-end" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
