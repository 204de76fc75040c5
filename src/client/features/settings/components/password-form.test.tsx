import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from '#client/features/settings/components/password-form';
import { SettingsPage } from '#client/features/settings/components/settings-page';
import { serverError } from '#client/testing/server-error-response';
import { fakeUsersApi } from '#client/testing/settings/fake-users-api';
import { renderWithUser } from '#client/testing/settings/render-with-user';
import { testUser } from '#client/testing/test-user';
import { watchToasts } from '#client/testing/watch-toasts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });
const posts = (api: ReturnType<typeof fakeUsersApi>) => api.calls.filter((call) => call.method === 'POST');

describe('PasswordForm, for an account with a password', () => {
  const renderForm = () => renderWithUser((user) => <PasswordForm user={user} />);

  it("shows the documented messages for empty fields; the new password's hint gives way to its error", async () => {
    const api = fakeUsersApi();
    const { user } = renderForm();
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters long');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Current password is required'));
    // The error takes the hint's place: the rule is said once.
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(posts(api)).toEqual([]);
  });

  it('says "Passwords do not match" on the confirmation field', async () => {
    const api = fakeUsersApi();
    const { user } = renderForm();
    await user.type(field('Current password'), 'old secret');
    await user.type(field('New password'), 'new secret 1');
    await user.type(field('Confirm new password'), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(posts(api)).toEqual([]);
  });

  it('changes the password, shows "Changing..." meanwhile, then clears the fields', async () => {
    const api = fakeUsersApi();
    let answer: () => void = () => {};
    api.changePassword = () =>
      new Promise((resolve) => {
        answer = () => resolve(Response.json({ ok: true }));
      });
    const toast = watchToasts();
    const { user } = renderForm();
    await user.type(field('Current password'), 'old secret');
    await user.type(field('New password'), 'new secret');
    await user.type(field('Confirm new password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    answer();
    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Password changed',
        description: 'Your password has been updated successfully.',
      }),
    );
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/users/1/change-password',
        body: { currentPassword: 'old secret', newPassword: 'new secret' },
      },
    ]);
    for (const name of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(name)).toHaveValue('');
    }
  });

  it('says "Password change failed" with the server\'s message and keeps the fields', async () => {
    const api = fakeUsersApi();
    api.changePassword = () => serverError(400, 'Current password is incorrect', 'current_password_incorrect');
    const toast = watchToasts();
    const { user } = renderForm();
    await user.type(field('Current password'), 'wrong one');
    await user.type(field('New password'), 'new secret');
    await user.type(field('Confirm new password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Password change failed',
        description: 'Current password is incorrect',
        variant: 'destructive',
      }),
    );
    expect(field('New password')).toHaveValue('new secret');
  });

  it('falls back to "Failed to change password"', async () => {
    const api = fakeUsersApi();
    api.changePassword = () => new Response('', { status: 500 });
    const toast = watchToasts();
    const { user } = renderForm();
    await user.type(field('Current password'), 'old secret');
    await user.type(field('New password'), 'new secret');
    await user.type(field('Confirm new password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toast()?.description).toBe('Failed to change password'));
  });
});

describe('PasswordForm, for an account without a password', () => {
  it('sets one without asking for a current password, and then offers to change it', async () => {
    const api = fakeUsersApi({ ...testUser, hasPassword: false });
    const toast = watchToasts();
    const { user } = renderWithUser((current) => <SettingsPage user={current} onBack={() => {}} />, api.user);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByText(/no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(field('New password'), 'first secret');
    await user.type(field('Confirm new password'), 'first secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(toast()?.title).toBe('Password changed'));
    expect(posts(api)[0]?.body).toEqual({ currentPassword: '', newPassword: 'first secret' });
    // The user is read again: the account has a password now.
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
  });
});
