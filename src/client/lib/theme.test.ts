import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from '#client/hooks/use-theme';
import { followTheme, getThemeChoice, setThemeChoice, THEME_KEY } from '#client/lib/theme';
import { installColorScheme } from '#client/testing/color-scheme';
import { indexHtmlInlineScripts } from '#tests/helpers/index-html';

const html = document.documentElement;
const isDark = () => html.classList.contains('dark');

afterEach(() => {
  vi.unstubAllGlobals();
  html.className = '';
});

describe('the theme', () => {
  it('follows the device by default, and keeps following it as it changes', () => {
    const device = installColorScheme('dark');
    expect(getThemeChoice()).toBe('system');
    const stop = followTheme();
    expect(isDark()).toBe(true);

    device.change('light');
    expect(isDark()).toBe(false);
    device.change('dark');
    expect(isDark()).toBe(true);

    stop();
    expect(device.listeners()).toBe(0);
  });

  it('applies a choice at once and remembers it in this browser; a stored choice wins over the device', () => {
    const device = installColorScheme('dark');
    const stop = followTheme();
    setThemeChoice('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(isDark()).toBe(false);

    device.change('light');
    device.change('dark');
    expect(isDark()).toBe(false);

    setThemeChoice('system');
    expect(isDark()).toBe(true);
    stop();
  });

  it('reads a stored choice before anything is set, on a device of the other scheme', () => {
    installColorScheme('light');
    localStorage.setItem(THEME_KEY, 'dark');
    const stop = followTheme();
    expect(getThemeChoice()).toBe('dark');
    expect(isDark()).toBe(true);
    stop();
  });

  it.each(['Dark', 'purple', '', '"dark"'])('takes an unknown stored value (%j) for "system"', (stored) => {
    installColorScheme('dark');
    localStorage.setItem(THEME_KEY, stored);
    const stop = followTheme();
    expect(getThemeChoice()).toBe('system');
    expect(isDark()).toBe(true);
    stop();
  });

  it("follows a choice made in another tab (the `storage` event), in the page and in the hook's answer", () => {
    installColorScheme('light');
    const stop = followTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current).toEqual({ choice: 'system', theme: 'light' });

    localStorage.setItem(THEME_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }));
    });
    expect(isDark()).toBe(true);
    expect(result.current).toEqual({ choice: 'dark', theme: 'dark' });
    stop();
  });

  it('gives the device\'s scheme as the theme in force under "system", live', () => {
    const device = installColorScheme('light');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    device.change('dark');
    expect(result.current).toEqual({ choice: 'system', theme: 'dark' });
  });

  it('keeps a choice for the page when storage refuses it (privacy modes)', () => {
    installColorScheme('light');
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      setThemeChoice('dark');
      expect(getThemeChoice()).toBe('dark');
      expect(isDark()).toBe(true);
    } finally {
      refuse.mockRestore();
      // Storage works again: the next choice is stored, and the one kept in memory gives way.
      setThemeChoice('system');
    }
    expect(localStorage.getItem(THEME_KEY)).toBe('system');
    expect(isDark()).toBe(false);
  });
});

describe("index.html's first-paint script", () => {
  const [script] = indexHtmlInlineScripts();

  it.each([
    [null, 'light'],
    [null, 'dark'],
    ['system', 'dark'],
    ['light', 'dark'],
    ['dark', 'light'],
    ['purple', 'dark'],
    ['purple', 'light'],
  ] as const)('agrees with the theme module for stored %j on a %s device', (stored, device) => {
    installColorScheme(device);
    if (stored !== null) localStorage.setItem(THEME_KEY, stored);
    new Function(script ?? '')();
    const fromScript = isDark();

    html.className = '';
    const stop = followTheme();
    expect(fromScript).toBe(isDark());
    expect(fromScript).toBe(stored === 'dark' || (stored !== 'light' && device === 'dark'));
    stop();
  });

  it('still paints, in light, where storage throws', () => {
    installColorScheme('light');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    html.classList.add('dark');
    new Function(script ?? '')();
    expect(isDark()).toBe(false);
  });
});
