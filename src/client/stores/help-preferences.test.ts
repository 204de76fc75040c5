import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dismissHelp,
  getHelpPreferences,
  HELP_DISMISSED_KEY,
  HELP_ENABLED_KEY,
  resetDismissedHelp,
  setHelpEnabled,
  useHelpPreferences,
} from '#client/stores/help-preferences';

describe('help preferences', () => {
  it('are on with nothing dismissed by default', () => {
    expect(getHelpPreferences()).toEqual({ enabled: true, dismissed: [] });
  });

  it('keep the flag and the dismissed items under the product keys', () => {
    setHelpEnabled(false);
    dismissHelp('upload');
    dismissHelp('search');
    dismissHelp('upload');
    expect(localStorage.getItem(HELP_ENABLED_KEY)).toBe('false');
    expect(JSON.parse(localStorage.getItem(HELP_DISMISSED_KEY) ?? '')).toEqual(['upload', 'search']);
    expect(getHelpPreferences()).toEqual({ enabled: false, dismissed: ['upload', 'search'] });
  });

  it('bring every dismissed item back on reset, leaving the flag alone', () => {
    setHelpEnabled(false);
    dismissHelp('projects');
    resetDismissedHelp();
    expect(getHelpPreferences()).toEqual({ enabled: false, dismissed: [] });
  });

  it('tolerate stored text that is not what they wrote', () => {
    localStorage.setItem(HELP_ENABLED_KEY, '{not json');
    localStorage.setItem(HELP_DISMISSED_KEY, '"upload"');
    expect(getHelpPreferences()).toEqual({ enabled: true, dismissed: [] });

    localStorage.setItem(HELP_ENABLED_KEY, '"yes"');
    localStorage.setItem(HELP_DISMISSED_KEY, '["search", 3, null]');
    expect(getHelpPreferences()).toEqual({ enabled: true, dismissed: ['search'] });
    dismissHelp('upload');
    expect(getHelpPreferences().dismissed).toEqual(['search', 'upload']);
  });

  it('re-render their users on a change here and on a change from another tab', () => {
    const { result } = renderHook(() => useHelpPreferences());
    const first = result.current;
    expect(first.enabled).toBe(true);

    act(() => dismissHelp('search'));
    expect(result.current.dismissed).toEqual(['search']);

    act(() => {
      localStorage.setItem(HELP_ENABLED_KEY, 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: HELP_ENABLED_KEY }));
    });
    expect(result.current).toEqual({ enabled: false, dismissed: ['search'] });
  });

  it('give the same object while nothing changed', () => {
    dismissHelp('search');
    expect(getHelpPreferences()).toBe(getHelpPreferences());
  });
});
