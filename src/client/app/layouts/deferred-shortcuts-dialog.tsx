import { type ComponentProps, useEffect, useSyncExternalStore } from 'react';
import { onDemand, preload } from '#client/lib/on-demand';

// Not part of the chat screen's first load (decision 028), but fetched as this module runs, so that
// it is in long before anyone asks for the list. The keys themselves are handled by the layout from
// its first render: a key pressed as the screen appears is never lost to a chunk still on its way.
const dialog = onDemand(() => import('#client/app/shortcuts/shortcuts-dialog'));
preload(dialog);

/** The "Keyboard shortcuts" dialog, once its code is in; the keys work without it. */
export function DeferredShortcutsDialog(
  props: ComponentProps<typeof import('#client/app/shortcuts/shortcuts-dialog').ShortcutsDialog>,
) {
  const loaded = useSyncExternalStore(dialog.subscribe, dialog.current);
  // A first fetch that failed (offline) is tried again when the list is asked for.
  useEffect(() => {
    if (props.open) preload(dialog);
  }, [props.open]);
  return loaded ? <loaded.ShortcutsDialog {...props} /> : null;
}
