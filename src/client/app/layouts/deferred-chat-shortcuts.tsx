import { type ComponentProps, useEffect, useState } from 'react';

type ShortcutsModule = typeof import('#client/app/shortcuts/chat-shortcuts');

// Not part of the chat screen's first load, which stays within its budget (decision 006), but
// fetched as this module runs: it is there when the screen shows, half a second later, and so
// mounts with it rather than after a Suspense retry (which React throttles).
let loaded: ShortcutsModule | undefined;
const loading = import('#client/app/shortcuts/chat-shortcuts').then(
  (module) => {
    loaded = module;
    return module;
  },
  // Offline: the screen works without its shortcuts.
  () => undefined,
);

/** The chat screen's keyboard shortcuts and their list, once their code is in. */
export function DeferredChatShortcuts(props: ComponentProps<ShortcutsModule['ChatShortcuts']>) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void loading.then(setModule);
  }, [module]);
  return module ? <module.ChatShortcuts {...props} /> : null;
}
