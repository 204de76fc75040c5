import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from '#client/features/auth/components/password-form';
import { createQueryClient } from '#client/lib/query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Signs up through the form on /login with the given query; answers the URL the form posted to. */
async function signUpAt(search: string, signUp = true): Promise<string | undefined> {
  window.history.replaceState(null, '', `/login${search}`);
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => Response.json({ id: 1 }, { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordForm signUp={signUp} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  if (!search) await user.click(screen.getByRole('tab', { name: 'Create account' }));
  await user.type(screen.getByLabelText('Name', { selector: 'input' }), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email', { selector: '#sign-up-email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: '#sign-up-password' }), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return fetchMock.mock.calls[0]?.[0];
}

describe('SignUpForm', () => {
  it('passes the setup token of an admin setup link on to sign-up, on the tab it opens', async () => {
    expect(await signUpAt('?setup=abc-123_XYZ')).toBe('/api/auth/register?setup=abc-123_XYZ');
  });

  it('signs up without one otherwise', async () => {
    expect(await signUpAt('')).toBe('/api/auth/register');
  });

  it('offers sign-in alone where the server takes no new accounts, except through a setup link', async () => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal('fetch', vi.fn());
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PasswordForm signUp={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Create account')).not.toBeInTheDocument();
  });

  it('still signs up through a setup link where the server takes no new accounts', async () => {
    expect(await signUpAt('?setup=first-admin', false)).toBe('/api/auth/register?setup=first-admin');
  });

  it('shows the password rule once: as a hint, then as the error in its place', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PasswordForm signUp />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const password = screen.getByLabelText('Password', { selector: '#sign-up-password' });
    const rule = 'Password must be at least 8 characters';
    expect(password).toHaveAccessibleDescription(rule);
    expect(screen.getAllByText(rule)).toHaveLength(1);

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password).toBeInvalid());
    expect(password).toHaveAccessibleDescription(rule);
    expect(screen.getAllByText(rule)).toHaveLength(1);
    expect(screen.getByText(rule)).toHaveClass('text-destructive');
  });
});
