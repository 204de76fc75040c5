import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInOptions } from '#client/features/auth/components/sign-in-options';
import { renderWithProviders } from '#client/testing/render';
import type { AuthConfig } from '#shared/api/auth';

/** The two calls the options make: Google's client id, and which ways in the server offers. */
function stubAuthConfig(config: AuthConfig) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/google-config') return Response.json({ clientId: config.google ? 'client-id' : null });
    return Response.json(config);
  });
}

const open = { password: true, google: true };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SignInOptions', () => {
  it('offers to create an account where the server takes new ones', async () => {
    stubAuthConfig({ google: false, password: true, testLogin: false, signUp: open });
    renderWithProviders(<SignInOptions />);
    expect(await screen.findByRole('tab', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByText(/not taking new sign-ups/)).not.toBeInTheDocument();
  });

  it('offers sign-in alone, and says how to get an account, where the admin closed sign-up', async () => {
    stubAuthConfig({ google: true, password: true, testLogin: false, signUp: { password: false, google: false } });
    renderWithProviders(<SignInOptions />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Create account' })).not.toBeInTheDocument();
    expect(
      screen.getByText('This server is not taking new sign-ups: to get an account, ask an administrator to add you.'),
    ).toBeInTheDocument();
  });

  it('still offers sign-up through the first admin’s setup link', async () => {
    window.history.replaceState(null, '', '/login?setup=first-admin');
    stubAuthConfig({ google: false, password: true, testLogin: false, signUp: { password: false, google: false } });
    renderWithProviders(<SignInOptions />);
    expect(await screen.findByRole('tab', { name: 'Create account', selected: true })).toBeInTheDocument();
    expect(screen.queryByText(/not taking new sign-ups/)).not.toBeInTheDocument();
  });
});
