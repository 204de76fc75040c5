import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '#client/features/admin/components/users-tab';
import { makeUser, type RecordedCall, stubUsersApi } from '#client/testing/admin/users-api-stub';
import { expectToast, polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';

const root = makeUser(1, { name: 'Root Admin', email: 'root@example.test', isAdmin: true, isProtected: true });
const alan = makeUser(3, { name: 'Alan Turing', username: 'enigma', email: 'alan@example.test' });

async function renderTab() {
  const user = renderWithProviders(<UsersTab currentUserId={1} />);
  await screen.findByText('Alan Turing');
  return user;
}

/** Answers the sign-in methods the Add User dialog asks for; other calls go to the users stub. */
const signInMethods = (google: boolean) => (call: RecordedCall) =>
  call.path === '/api/auth/config' ? Response.json({ google, password: true, testLogin: false }) : undefined;

const writes = (api: ReturnType<typeof stubUsersApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Delete user dialog', () => {
  it('shows the user, keeps them on Cancel and deletes them on Delete User', async () => {
    const api = stubUsersApi([root, alan]);
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete Alan Turing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete User' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    expect(within(dialog).getByText('Alan Turing')).toBeInTheDocument();
    expect(within(dialog).getByText('alan@example.test')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Alan Turing' }));
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await expectToast('The user has been successfully deleted.');
    await waitFor(() => expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/admin/users/3', body: undefined }]);
  });

  it("keeps the dialog open and toasts the server's message when the delete fails", async () => {
    stubUsersApi([root, alan], (call) =>
      call.method === 'DELETE'
        ? Response.json({ message: 'You cannot delete your own account.', code: 'cannot_delete_self' }, { status: 400 })
        : undefined,
    );
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete Alan Turing' }));
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await expectToast('Failed to delete user');
    await expectToast('You cannot delete your own account.');
    expect(screen.getByRole('alertdialog', { name: 'Confirm Delete User' })).toBeInTheDocument();
  });
});

describe('Add User dialog', () => {
  it('validates with the shared rules and sends only the fields given', async () => {
    const api = stubUsersApi([root, alan], signInMethods(true));
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    // With Google sign-in the password may be left out.
    const password = await within(dialog).findByLabelText('Password (optional)');
    expect(password).not.toBeRequired();
    expect(password).toHaveAccessibleDescription('At least 8 characters. Without one, the user signs in with Google.');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.test');
    await user.type(within(dialog).getByLabelText('Username (optional)'), 'g');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Username (optional)'));
    await user.click(within(dialog).getByRole('switch', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/users',
        body: { name: 'Grace Hopper', email: 'grace@example.test', isAdmin: true },
      },
    ]);
  });

  it('requires a password when Google sign-in is not configured, and sends it', async () => {
    const api = stubUsersApi([root, alan], signInMethods(false));
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const password = await within(dialog).findByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Required: Google sign-in is not configured on this server.',
    );
    expect(within(dialog).queryByLabelText('Password (optional)')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(writes(api)).toEqual([]);

    await user.type(password, 'a long password');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/users',
        body: { name: 'Grace Hopper', email: 'grace@example.test', password: 'a long password', isAdmin: false },
      },
    ]);
  });

  it("shows the server's conflict message under the e-mail field", async () => {
    stubUsersApi([root, alan], (call) =>
      call.method === 'POST'
        ? Response.json({ message: 'That e-mail address is already in use.', code: 'email_taken' }, { status: 409 })
        : undefined,
    );
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Name'), 'Alan Again');
    await user.type(within(dialog).getByLabelText('Email'), 'alan@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'That e-mail address is already in use.',
    );
  });
});

describe('Edit User dialog', () => {
  it('saves only the changed fields', async () => {
    const api = stubUsersApi([root, alan]);
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Alan Turing');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('alan@example.test');
    await user.clear(name);
    await user.type(name, 'Alan M. Turing');
    await user.click(within(dialog).getByRole('switch', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const row = await screen.findByRole('row', { name: /Alan M\. Turing/ });
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'PATCH', path: '/api/admin/users/3', body: { name: 'Alan M. Turing', isAdmin: true } },
    ]);
  });

  it("locks the protected account's role and e-mail", async () => {
    stubUsersApi([root, alan]);
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Root Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('switch', { name: 'Administrator' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
  });
});
