import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '#client/features/settings/components/settings-page';
import { fakeUsersApi } from '#client/testing/settings/fake-users-api';
import { renderWithUser } from '#client/testing/settings/render-with-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings() {
  fakeUsersApi();
  const onBack = vi.fn();
  const rendered = renderWithUser((current) => <SettingsPage user={current} onBack={onBack} />);
  return { onBack, ...rendered };
}

/** What a tab close does: a cancelable beforeunload; cancelled means the browser asks. */
function closingTabIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('SettingsPage with unsaved preferences', () => {
  it('asks before going back, and stays when told to', async () => {
    const { user, onBack } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    expect(dialog).not.toBeInTheDocument();
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Claude (Anthropic)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('asks before switching tab, which would drop the changes', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // The changes are gone with the tab: nothing left to warn about.
    expect(closingTabIsQuestioned()).toBe(false);
  });

  it('has the browser ask before closing the tab, only while there are changes', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(closingTabIsQuestioned()).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Claude (Anthropic)' }));
    expect(closingTabIsQuestioned()).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'OpenAI (GPT)' }));
    expect(closingTabIsQuestioned()).toBe(false);
  });

  it('lets the help switch go without asking: it applies at once', async () => {
    const { user, onBack } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.click(screen.getByRole('switch', { name: 'Help Bubbles' }));

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));

    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
