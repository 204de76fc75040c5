import { storageStore } from '#client/lib/storage-store';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** Local storage key of this browser's choice. index.html's inline script reads it before the first paint. */
export const THEME_KEY = 'pairwise-theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const store = storageStore([THEME_KEY]);
// A choice that storage refused (privacy modes): kept until the page reloads.
let unsaved: ThemeChoice | undefined;

export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** This browser's choice; anything else stored there (an older version, a hand edit) means "system". */
export function getThemeChoice(): ThemeChoice {
  if (unsaved) return unsaved;
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the device asks for dark; where matchMedia is missing (jsdom, very old browsers) it does not. */
export function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * Puts the theme in force on <html>: the `dark` class switches index.css's variables and its
 * `color-scheme`, so native controls and scrollbars follow too.
 */
export function applyTheme(): void {
  const dark = resolveTheme(getThemeChoice(), systemPrefersDark()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
}

/** Remembers the choice in this browser and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_KEY, choice);
    unsaved = undefined;
  } catch {
    unsaved = choice;
  }
  applyTheme();
  store.notify();
}

export const subscribeThemeChoice = store.subscribe;

/**
 * Keeps the page's theme current for as long as it lives: the device switching between light and
 * dark (which matters under "system"), and a choice made in another tab. The first paint is
 * index.html's business; this takes over from it. Returns the way to stop.
 */
export function followTheme(): () => void {
  applyTheme();
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', applyTheme);
  const stopStore = store.subscribe(applyTheme);
  return () => {
    media?.removeEventListener('change', applyTheme);
    stopStore();
  };
}
