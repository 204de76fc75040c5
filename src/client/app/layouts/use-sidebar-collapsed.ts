import { useSyncExternalStore } from 'react';
import { storageStore } from '#client/lib/storage-store';

/** Local storage key of whether this browser keeps the desktop sidebar collapsed. */
export const SIDEBAR_COLLAPSED_KEY = 'pairwise-sidebar-collapsed';

const store = storageStore([SIDEBAR_COLLAPSED_KEY]);
// The choice when storage is missing or refuses it (privacy modes): kept until the page reloads.
let memory = false;

function read(): boolean {
  try {
    const stored = localStorage.getItem(SIDEBAR_COLLAPSED_KEY);
    return stored === null ? memory : stored === 'true';
  } catch {
    return memory;
  }
}

export function setSidebarCollapsed(collapsed: boolean): void {
  memory = collapsed;
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Kept in memory only.
  }
  store.notify();
}

/** Whether the desktop sidebar is collapsed (remembered in this browser; other tabs follow). */
export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(store.subscribe, read);
}
