/**
 * A module fetched once, when first asked for, outside the first load of the screens that use it
 * (decision 050). Once it has arrived, `current()` gives it at once, so that what it draws renders
 * in the same pass rather than after a Suspense fallback.
 */
export interface OnDemand<T> {
  /** The module, once it has arrived. */
  current(): T | undefined;
  /** Fetches it, once; again after a failure (offline), so that a later use may retry. */
  load(): Promise<T>;
  /** Called as the module arrives. */
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(fetchModule: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => module,
    load() {
      loading ??= fetchModule().then(
        (arrived) => {
          module = arrived;
          for (const listener of listeners) listener();
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts fetching without waiting: a failure only means a later use fetches again. */
export function preload(module: OnDemand<unknown>): void {
  module.load().catch(() => undefined);
}
