import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '#client/features/settings/components/profile-form';
import { queryKeys } from '#client/lib/query-keys';
import { serverError } from '#client/testing/server-error-response';
import { fakeUsersApi } from '#client/testing/settings/fake-users-api';
import { renderWithUser } from '#client/testing/settings/render-with-user';
import { testUser } from '#client/testing/test-user';
import { watchToasts } from '#client/testing/watch-toasts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderProfile = (user = testUser) => renderWithUser((current) => <ProfileForm user={current} />, user);
const currentPassword = () => screen.queryByLabelText('Current password');

describe('ProfileForm', () => {
  it('starts from the current name and e-mail', () => {
    fakeUsersApi();
    renderProfile();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('shows the documented messages for a short name and an invalid e-mail, and sends nothing', async () => {
    const api = fakeUsersApi();
    const { user } = renderProfile();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(name);
    await user.type(name, 'A');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves, shows "Saving..." meanwhile, updates the cached user and says so', async () => {
    const api = fakeUsersApi();
    let answer: (response: Response) => void = () => {};
    const applied = api.patch;
    api.patch = (body) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }).then(() => applied(body));
    const toast = watchToasts();
    const { user, queryClient } = renderProfile();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Ada King ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect(pending).toBeDisabled();
    answer(new Response());
    await waitFor(() => expect(toast()?.title).toBe('Profile updated'));
    expect(toast()?.description).toBe('Your profile has been updated successfully.');
    expect(api.calls).toContainEqual({
      method: 'PATCH',
      path: '/api/users/1',
      body: { name: 'Ada King', email: 'ada@example.com' },
    });
    expect(queryClient.getQueryData(queryKeys.currentUser)).toMatchObject({ name: 'Ada King' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(name).toHaveValue('Ada King');
  });

  it('asks for the current password once the e-mail changes, and sends it along', async () => {
    const api = fakeUsersApi();
    const { user } = renderProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(currentPassword()).toBeNull();

    await user.clear(email);
    await user.type(email, 'ada.king@example.com');
    const password = await screen.findByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.type(password, 'my password 1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/users/1',
        body: { name: 'Ada Lovelace', email: 'ada.king@example.com', currentPassword: 'my password 1' },
      }),
    );
    // Saved: the new address is the account's now, so the password is no longer asked for.
    await waitFor(() => expect(currentPassword()).toBeNull());
  });

  it('does not ask for a password when the e-mail is the same but for case and spaces', async () => {
    fakeUsersApi();
    const { user } = renderProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, ' ADA@example.com ');
    expect(currentPassword()).toBeNull();
  });

  it('does not ask an account without a password for one', async () => {
    const api = fakeUsersApi({ ...testUser, hasPassword: false, hasGoogle: true });
    const { user } = renderProfile({ ...testUser, hasPassword: false, hasGoogle: true });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ada.king@example.com');
    expect(currentPassword()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/users/1',
        body: { name: 'Ada Lovelace', email: 'ada.king@example.com' },
      }),
    );
  });

  it('says "Update failed" with the server\'s message', async () => {
    const api = fakeUsersApi();
    api.patch = () => serverError(409, 'That e-mail address is already in use.', 'email_taken');
    const toast = watchToasts();
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Update failed',
        description: 'That e-mail address is already in use.',
        variant: 'destructive',
      }),
    );
  });

  it('falls back to "Failed to update profile" when the server says nothing useful', async () => {
    const api = fakeUsersApi();
    api.patch = () => new Response('', { status: 502 });
    const toast = watchToasts();
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast()?.description).toBe('Failed to update profile'));
  });
});
