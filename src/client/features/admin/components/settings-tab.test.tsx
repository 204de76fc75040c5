import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsTab } from '#client/features/admin/components/settings-tab';
import { stubSettingsApi } from '#client/testing/admin/settings-api-stub';
import { expectToast, polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import { serverError } from '#client/testing/server-error-response';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderTab() {
  const user = renderWithProviders(<SettingsTab />);
  await screen.findByRole('form', { name: 'Sign-up' });
  return user;
}

const group = (name: string) => within(screen.getByRole('form', { name }));

describe('SettingsTab', () => {
  it('shows each setting with the environment’s default beside it, and nothing to save yet', async () => {
    stubSettingsApi();
    await renderTab();
    const signUp = group('Sign-up');
    expect(signUp.getByRole('switch', { name: 'Anyone may sign up with a password' })).toBeChecked();
    expect(signUp.getByRole('switch', { name: 'Anyone may sign up with a password' })).toHaveAccessibleDescription(
      'Off, the login page offers sign-in only. Default: on (in use)',
    );
    expect(signUp.getByRole('switch', { name: 'A new Google account makes an account' })).toHaveAccessibleDescription(
      /^Google sign-in is not configured on this server \(GOOGLE_CLIENT_ID\)\./,
    );
    const limits = group('Limits per user');
    expect(limits.getByRole('spinbutton', { name: 'Chat messages a minute' })).toHaveValue(20);
    expect(limits.getByText('Default: 20 (CHAT_REQUESTS_PER_MINUTE) (in use)')).toBeInTheDocument();
    expect(limits.getByText('Default: 100 (UPLOAD_STORAGE_MB) (in use)')).toBeInTheDocument();
    expect(group('Starting pair').getByRole('radio', { name: 'Automatic (default)' })).toBeChecked();
    for (const form of screen.getAllByRole('form'))
      expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves only what changed in a group, then offers to go back to the default', async () => {
    const api = stubSettingsApi();
    const user = await renderTab();
    await user.click(screen.getByRole('switch', { name: 'Anyone may sign up with a password' }));
    await user.click(group('Sign-up').getByRole('button', { name: 'Save' }));
    await expectToast('Sign-up: in force now, on every server process.');
    expect(api.puts).toEqual([{ passwordSignUp: false }]);

    expect(screen.getByRole('switch', { name: 'Anyone may sign up with a password' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Use default for Anyone may sign up with a password' }));
    expect(screen.getByRole('switch', { name: 'Anyone may sign up with a password' })).toBeChecked();
    await user.click(group('Sign-up').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toEqual([{ passwordSignUp: false }, { passwordSignUp: null }]));
  });

  it('holds a limit to its bounds before sending, and shows the server’s refusal', async () => {
    const api = stubSettingsApi({ uploadsPerMinute: 5 }, () =>
      serverError(400, 'The request is not valid.', 'validation_failed'),
    );
    const user = await renderTab();
    const chat = screen.getByRole('spinbutton', { name: 'Chat messages a minute' });
    await user.clear(chat);
    await user.type(chat, '0');
    expect(chat).toHaveAccessibleDescription(/Expected a whole number from 1 to 1,000$/);
    expect(chat).toBeInvalid();
    expect(group('Limits per user').getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(chat, '5');
    await user.click(screen.getByRole('button', { name: 'Use default for Uploads a minute' }));
    expect(screen.getByRole('spinbutton', { name: 'Uploads a minute' })).toHaveValue(10);
    await user.click(group('Limits per user').getByRole('button', { name: 'Save' }));
    expect(await group('Limits per user').findByText('The request is not valid.')).toBeInTheDocument();
    expect(api.puts).toEqual([{ chatRequestsPerMinute: 5, uploadsPerMinute: null }]);
  });

  it('chooses a starting pair from the connections, and refuses the same model on both sides', async () => {
    const api = stubSettingsApi();
    const user = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'These two models' }));
    expect(screen.getByRole('combobox', { name: 'Side A Connection' })).toHaveValue('openai');
    expect(screen.getByRole('combobox', { name: 'Side B Connection' })).toHaveValue('claude');
    expect(screen.getAllByRole('option', { name: 'Claude (demo: no API key)' })).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Side A Connection' }), 'claude');
    expect(screen.getByRole('alert')).toHaveTextContent('The two sides are the same model');
    expect(group('Starting pair').getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side B Model' }), 'Claude 3 Opus');
    await user.click(group('Starting pair').getByRole('button', { name: 'Save' }));
    await expectToast('Starting pair: in force now');
    expect(api.puts).toEqual([
      {
        startingPair: {
          a: { provider: 'claude', model: 'claude-3-haiku' },
          b: { provider: 'claude', model: 'claude-3-opus' },
        },
      },
    ]);
  });

  it("shows the server's message when the settings cannot be read", async () => {
    vi.stubGlobal('fetch', async () => serverError(403, 'Only administrators can do that.', 'admin_required'));
    renderWithProviders(<SettingsTab />);
    expect(
      await screen.findByText('Could not load the settings: Only administrators can do that.'),
    ).toBeInTheDocument();
  });
});
