import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesForm } from '#client/features/settings/components/preferences-form';
import { queryKeys } from '#client/lib/query-keys';
import { THEME_KEY } from '#client/lib/theme';
import { dismissHelp, getHelpPreferences, HELP_ENABLED_KEY } from '#client/stores/help-preferences';
import { installColorScheme } from '#client/testing/color-scheme';
import { serverError } from '#client/testing/server-error-response';
import { fakeUsersApi } from '#client/testing/settings/fake-users-api';
import { renderWithUser } from '#client/testing/settings/render-with-user';
import { testUser } from '#client/testing/test-user';
import { watchToasts } from '#client/testing/watch-toasts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

const renderPreferences = () => renderWithUser((user) => <PreferencesForm user={user} />);
const patches = (api: ReturnType<typeof fakeUsersApi>) => api.calls.filter((call) => call.method === 'PATCH');

describe('PreferencesForm', () => {
  it('starts from the default model and help bubbles on', () => {
    fakeUsersApi();
    renderPreferences();
    expect(screen.getByRole('radiogroup', { name: 'AI Model Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'OpenAI (GPT)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Claude (Anthropic)' })).not.toBeChecked();
    const help = screen.getByRole('switch', { name: 'Help Bubbles' });
    expect(help).toBeChecked();
    expect(help).toHaveAccessibleDescription(
      'Shows contextual help bubbles throughout the application. Applies at once.',
    );
  });

  it('switches help bubbles at once, in this browser, without a save', async () => {
    const api = fakeUsersApi();
    const { user } = renderPreferences();
    const help = screen.getByRole('switch', { name: 'Help Bubbles' });

    await user.click(help);
    expect(getHelpPreferences().enabled).toBe(false);
    expect(localStorage.getItem(HELP_ENABLED_KEY)).toBe('false');
    expect(help).not.toBeChecked();

    await user.click(help);
    expect(getHelpPreferences().enabled).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it('offers System, Light and Dark, System by default, saying what the device asks for now', () => {
    fakeUsersApi();
    const device = installColorScheme('dark');
    renderPreferences();
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toHaveAccessibleDescription(
      "How Pairwise looks in this browser. System follows your device's light or dark setting. Applies at once.",
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['theme-system', 'theme-light', 'theme-dark']);
    const system = within(group).getByRole('radio', { name: 'System' });
    expect(system).toBeChecked();
    expect(system).toHaveAccessibleDescription('(now dark)');
    device.change('light');
    expect(system).toHaveAccessibleDescription('(now light)');
  });

  it('applies a theme at once, in this browser, with no save and nothing left unsaved', async () => {
    const api = fakeUsersApi();
    installColorScheme('light');
    const dirty = vi.fn();
    const { user } = renderWithUser((current) => <PreferencesForm user={current} onDirtyChange={dirty} />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(api.calls).toEqual([]);
    expect(dirty).not.toHaveBeenCalledWith(true);
  });

  it('starts from the choice this browser remembers', () => {
    fakeUsersApi();
    installColorScheme('light');
    localStorage.setItem(THEME_KEY, 'dark');
    renderPreferences();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
  });

  it('saves a new default model to the server', async () => {
    const api = fakeUsersApi();
    const toast = watchToasts();
    const { user, queryClient } = renderPreferences();
    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Preferences updated',
        description: 'Your preferences have been saved successfully.',
      }),
    );
    expect(patches(api)).toEqual([{ method: 'PATCH', path: '/api/users/1', body: { defaultModel: 'claude' } }]);
    expect(queryClient.getQueryData(queryKeys.currentUser)).toMatchObject({ defaultModel: 'claude' });
  });

  it('offers "Both", saved without changing the default model', async () => {
    const api = fakeUsersApi();
    const toast = watchToasts();
    const { user, queryClient } = renderPreferences();
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() => expect(toast()?.title).toBe('Preferences updated'));
    expect(patches(api)).toEqual([{ method: 'PATCH', path: '/api/users/1', body: { askBoth: true } }]);
    expect(queryClient.getQueryData(queryKeys.currentUser)).toMatchObject({ askBoth: true, defaultModel: 'openai' });
  });

  it('starts from "Both" when it is saved, and leaves it for one model', async () => {
    const api = fakeUsersApi({ ...testUser, askBoth: true, defaultModel: 'claude' });
    const toast = watchToasts();
    const { user } = renderWithUser((current) => <PreferencesForm user={current} />, {
      ...testUser,
      askBoth: true,
      defaultModel: 'claude',
    });
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Claude (Anthropic)' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'OpenAI (GPT)' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(toast()?.title).toBe('Preferences updated'));
    expect(patches(api)).toEqual([
      { method: 'PATCH', path: '/api/users/1', body: { askBoth: false, defaultModel: 'openai' } },
    ]);
  });

  it('does not call the server when nothing changed', async () => {
    const api = fakeUsersApi();
    const toast = watchToasts();
    const { user } = renderPreferences();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(toast()?.title).toBe('Preferences updated'));
    expect(patches(api)).toEqual([]);
  });

  it('says "Update failed" when the server refuses', async () => {
    const api = fakeUsersApi();
    api.patch = () => new Response('', { status: 500 });
    const toast = watchToasts();
    const { user } = renderPreferences();
    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Update failed',
        description: 'Failed to update preferences',
        variant: 'destructive',
      }),
    );
  });

  it("shows the server's message when it has one", async () => {
    const api = fakeUsersApi();
    api.patch = () => serverError(503, 'The database is not reachable right now. Please try again.');
    const toast = watchToasts();
    const { user } = renderPreferences();
    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(toast()?.description).toBe('The database is not reachable right now. Please try again.'),
    );
  });

  it('brings dismissed tips back at once, and has nothing to reset otherwise', async () => {
    fakeUsersApi();
    dismissHelp('upload');
    dismissHelp('search');
    const { user } = renderPreferences();
    expect(screen.getByText('2 tips dismissed.')).toBeInTheDocument();
    const reset = screen.getByRole('button', { name: 'Reset dismissed help' });
    await user.click(reset);
    expect(getHelpPreferences().dismissed).toEqual([]);
    expect(reset).toBeDisabled();
    expect(screen.getByText('No tips dismissed.')).toBeInTheDocument();
  });
});
