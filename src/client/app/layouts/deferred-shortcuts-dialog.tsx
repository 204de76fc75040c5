import { type ComponentProps, useEffect, useState } from 'react';

type DialogModule = typeof import('#client/app/shortcuts/shortcuts-dialog');

// Not part of the chat screen's first load (decision 028), but fetched as this module runs, so that
// it is in long before anyone asks for the list. The keys themselves are handled by the layout from
// its first render: a key pressed as the screen appears is never lost to a chunk still on its way.
let loaded: DialogModule | undefined;
const loading = import('#client/app/shortcuts/shortcuts-dialog').then(
  (module) => {
    loaded = module;
    return module;
  },
  // Offline: the keys still work; only their list is missing.
  () => undefined,
);

/** The "Keyboard shortcuts" dialog, once its code is in. */
export function DeferredShortcutsDialog(props: ComponentProps<DialogModule['ShortcutsDialog']>) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void loading.then(setModule);
  }, [module]);
  return module ? <module.ShortcutsDialog {...props} /> : null;
}
