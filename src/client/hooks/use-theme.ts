import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '#client/hooks/use-media-query';
import {
  DARK_QUERY,
  getThemeChoice,
  resolveTheme,
  subscribeThemeChoice,
  type Theme,
  type ThemeChoice,
} from '#client/lib/theme';

/** This browser's theme choice and the theme in force (other tabs' choices and the device's changes included). */
export function useTheme(): { choice: ThemeChoice; theme: Theme } {
  const choice = useSyncExternalStore(subscribeThemeChoice, getThemeChoice);
  const prefersDark = useMediaQuery(DARK_QUERY);
  return { choice, theme: resolveTheme(choice, prefersDark) };
}
