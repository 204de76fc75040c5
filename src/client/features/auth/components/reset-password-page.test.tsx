import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#client/config/paths';
import { ResetPasswordPage } from '#client/features/auth/components/reset-password-page';
import { renderWithProviders } from '#client/testing/render';
import { serverError } from '#client/testing/server-error-response';
import { errorCatalogue } from '#shared/errors';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });

/** Opens the page at `address`, with fetch answering `answer` to the reset call and recording it. */
function openAt(address: string, answer: () => Response = () => Response.json({ ok: true })) {
  window.history.replaceState(null, '', address);
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }
      // The current-user check the success invalidates: nobody is signed in.
      return serverError(401, 'You need to sign in.', 'unauthenticated');
    }),
  );
  const user = renderWithProviders(<ResetPasswordPage />);
  return { user, posts };
}

async function submit(user: ReturnType<typeof openAt>['user'], password: string, confirmation = password) {
  await user.type(field('New password'), password);
  await user.type(field('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the password reset page', () => {
  it("sends the link's token with the new password, then sends the user to sign in with it", async () => {
    const { user, posts } = openAt(paths.resetPassword.href('tok-123_abc'));

    await submit(user, 'a new password');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Sign in with it.');
    expect(screen.getByRole('link', { name: 'Sign in with it.' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/api/auth/password-reset', body: { token: 'tok-123_abc', password: 'a new password' } },
    ]);
  });

  it('says "Passwords do not match" on the confirmation, and holds the password to the rules, sending nothing', async () => {
    const { user, posts } = openAt(paths.resetPassword.href('tok'));

    await submit(user, 'a new password', 'another password');
    await waitFor(() => expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match'));

    await user.clear(field('New password'));
    await user.type(field('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );
    expect(field('New password')).toBeInvalid();
    expect(posts).toEqual([]);
  });

  it("shows the server's message and no form for a link it refuses", async () => {
    const message = errorCatalogue.password_reset_link_invalid.message;
    const { user } = openAt(paths.resetPassword.href('used'), () =>
      serverError(403, message, 'password_reset_link_invalid'),
    );

    await submit(user, 'a new password');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('keeps the form, with the message above it, for a refusal a new try can get past', async () => {
    const { user, posts } = openAt(paths.resetPassword.href('tok'), () =>
      serverError(429, 'Too many attempts. Please try again in 30 seconds.', 'rate_limited'),
    );

    await submit(user, 'a new password');

    expect(await screen.findByText('Too many attempts. Please try again in 30 seconds.')).toBeInTheDocument();
    expect(field('New password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeEnabled();
    expect(posts).toHaveLength(1);
  });

  it('says the link is incomplete, with no form, for a link without its token', () => {
    openAt('/reset-password');

    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
