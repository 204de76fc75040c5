import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '#client/features/settings/components/settings-page';
import { createQueryClient } from '#client/lib/query-client';
import { fakeUsersApi } from '#client/testing/settings/fake-users-api';
import { renderWithUser } from '#client/testing/settings/render-with-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('shows the header and a spinner while the user loads', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SettingsPage user={undefined} onBack={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your settings' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('has Profile, Password, Preferences, Files, Scoreboard and Data tabs, and Back to Home', async () => {
    fakeUsersApi();
    const onBack = vi.fn();
    const { user } = renderWithUser((current) => <SettingsPage user={current} onBack={onBack} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Password',
      'Preferences',
      'Files',
      'Scoreboard',
      'Data',
    ]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    expect(screen.getByRole('link', { name: 'Export all' })).toHaveAttribute('href', '/api/user/export');

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
