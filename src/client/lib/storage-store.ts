/**
 * Change notices for a value kept in local storage: `notify` after writing it here, and other tabs'
 * writes of `keys` arrive through the `storage` event. For `useSyncExternalStore`.
 */
export function storageStore(keys: readonly string[]) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) notify();
  };
  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  return { notify, subscribe };
}
