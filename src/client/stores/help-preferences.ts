import { useSyncExternalStore } from 'react';
import { storageStore } from '#client/lib/storage-store';

/** The local-storage keys of the help preferences (docs/behaviour.md, Entities). */
export const HELP_ENABLED_KEY = 'pairwise-help-enabled';
export const HELP_DISMISSED_KEY = 'pairwise-help-dismissed';

export interface HelpPreferences {
  /** Help bubbles are shown (on by default: docs/behaviour.md, Constants and limits). */
  enabled: boolean;
  /** The ids of the help items the person dismissed. */
  dismissed: readonly string[];
}

const store = storageStore([HELP_ENABLED_KEY, HELP_DISMISSED_KEY]);

// Storage can be missing or refuse access (privacy modes): help then falls back to its defaults.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nowhere to keep it: help stays as it was.
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function toPreferences(enabledRaw: string | null, dismissedRaw: string | null): HelpPreferences {
  const enabled = parse(enabledRaw);
  const dismissed = parse(dismissedRaw);
  return {
    enabled: typeof enabled === 'boolean' ? enabled : true,
    dismissed: Array.isArray(dismissed) ? dismissed.filter((id): id is string => typeof id === 'string') : [],
  };
}

// Read through on every snapshot, so that storage stays the one source of truth (other tabs, tests);
// the object only changes when the stored text does, as useSyncExternalStore requires.
let cache = {
  enabledRaw: null as string | null,
  dismissedRaw: null as string | null,
  value: toPreferences(null, null),
};

export function getHelpPreferences(): HelpPreferences {
  const enabledRaw = readItem(HELP_ENABLED_KEY);
  const dismissedRaw = readItem(HELP_DISMISSED_KEY);
  if (enabledRaw !== cache.enabledRaw || dismissedRaw !== cache.dismissedRaw) {
    cache = { enabledRaw, dismissedRaw, value: toPreferences(enabledRaw, dismissedRaw) };
  }
  return cache.value;
}

export function setHelpEnabled(enabled: boolean): void {
  writeItem(HELP_ENABLED_KEY, JSON.stringify(enabled));
  store.notify();
}

/** Hides one help item for good. */
export function dismissHelp(id: string): void {
  const { dismissed } = getHelpPreferences();
  if (dismissed.includes(id)) return;
  writeItem(HELP_DISMISSED_KEY, JSON.stringify([...dismissed, id]));
  store.notify();
}

/** Brings every dismissed help item back. */
export function resetDismissedHelp(): void {
  writeItem(HELP_DISMISSED_KEY, JSON.stringify([]));
  store.notify();
}

/** The help preferences (docs/behaviour.md, Entities); other tabs' changes arrive through the `storage` event. */
export function useHelpPreferences(): HelpPreferences {
  return useSyncExternalStore(store.subscribe, getHelpPreferences);
}
