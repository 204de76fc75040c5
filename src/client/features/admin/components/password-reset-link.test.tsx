import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '#client/features/admin/components/users-tab';
import { makeUser, type RecordedCall, stubUsersApi } from '#client/testing/admin/users-api-stub';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import { serverError } from '#client/testing/server-error-response';

const root = makeUser(1, { name: 'Root Admin', email: 'root@example.test', isAdmin: true, isProtected: true });
const alan = makeUser(3, { name: 'Alan Turing', username: 'enigma', email: 'alan@example.test' });
const LINK = 'http://localhost:5000/reset-password?token=abc123';
const EXPIRES_AT = '2030-01-02T03:04:00.000Z';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The users stub, with the sign-in methods and the reset call answered as given. */
function stubApi(options: { password?: boolean; reset?: () => Response } = {}) {
  const { password = true, reset = () => Response.json({ url: LINK, expiresAt: EXPIRES_AT }) } = options;
  return stubUsersApi([root, alan], (call: RecordedCall) => {
    if (call.path === '/api/auth/config') return Response.json({ google: true, password, testLogin: false });
    if (call.path.endsWith('/password-reset')) return reset();
    return undefined;
  });
}

async function openEdit(name: string) {
  const user = renderWithProviders(<UsersTab currentUserId={1} />);
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  return { user, dialog };
}

const resetCalls = (api: ReturnType<typeof stubUsersApi>) =>
  api.calls.filter((call) => call.path.endsWith('/password-reset')).map(({ method, path }) => ({ method, path }));

describe("Edit User's password reset link", () => {
  it('makes a link on Reset password and shows it once, read-only, with its expiry and Copy', async () => {
    const api = stubApi();
    const { user, dialog } = await openEdit('Alan Turing');

    await user.click(await within(dialog).findByRole('button', { name: 'Reset password' }));

    const field = await within(dialog).findByLabelText('Password reset link');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(EXPIRES_AT),
    );
    expect(field).toHaveAccessibleDescription(`Expires ${expiry}. Shown once: copy it now.`);
    expect(within(dialog).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(resetCalls(api)).toEqual([{ method: 'POST', path: '/api/admin/users/3/password-reset' }]);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("shows the server's message when no link could be made, and lets the admin try again", async () => {
    stubApi({
      reset: () => serverError(403, 'Password sign-in is not enabled on this server.', 'password_login_disabled'),
    });
    const { user, dialog } = await openEdit('Alan Turing');

    await user.click(await within(dialog).findByRole('button', { name: 'Reset password' }));

    expect(await within(dialog).findByText('Password sign-in is not enabled on this server.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(within(dialog).queryByLabelText('Password reset link')).not.toBeInTheDocument();
  });

  it('is not offered for the built-in administrator account', async () => {
    stubApi();
    const { user, dialog } = await openEdit('Alan Turing');
    // Offered to another account first: the sign-in methods are known when the built-in one opens.
    expect(await within(dialog).findByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Root Admin' }));
    const rootDialog = await screen.findByRole('dialog', { name: 'Edit User' });

    expect(within(rootDialog).getByLabelText('Email')).toHaveValue('root@example.test');
    expect(within(rootDialog).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('is not offered where password sign-in is off', async () => {
    const api = stubApi({ password: false });
    const { dialog } = await openEdit('Alan Turing');

    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/config')).toBe(true));
    // Give the answer a chance to render before looking for what it hides.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
