import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  /** A second line under the description, such as where a conversation went. */
  detail?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast, such as "Undo". */
  action?: { label: string; onSelect(): void };
}

// docs/behaviour.md, Constants and limits: one toast visible at a time; a new one replaces the last.
let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id'>): void {
  publish([{ ...message, id: nextId++ }]);
}

export function dismissToast(id: number): void {
  publish(current.filter((item) => item.id !== id));
}

export function dismissAllToasts(): void {
  publish([]);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
