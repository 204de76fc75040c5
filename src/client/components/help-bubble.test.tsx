import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpBubble } from '#client/components/help-bubble';
import { dismissHelp, getHelpPreferences, setHelpEnabled } from '#client/stores/help-preferences';

function renderBubble() {
  render(<HelpBubble id="search" topic="finding chats" title="Finding chats" text="Type part of a title." />);
}

describe('HelpBubble', () => {
  it('opens its tip from a small button, and "Got it" dismisses it for good', async () => {
    const user = userEvent.setup();
    renderBubble();
    await user.click(screen.getByRole('button', { name: 'Tip: finding chats' }));
    const tip = screen.getByRole('dialog', { name: 'Finding chats' });
    expect(tip).toHaveTextContent('Type part of a title.');

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip: finding chats' })).not.toBeInTheDocument();
    expect(getHelpPreferences().dismissed).toEqual(['search']);
  });

  it('closes without dismissing on Escape', async () => {
    const user = userEvent.setup();
    renderBubble();
    await user.click(screen.getByRole('button', { name: 'Tip: finding chats' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tip: finding chats' })).toBeInTheDocument();
    expect(getHelpPreferences().dismissed).toEqual([]);
  });

  it('renders nothing while help bubbles are off', () => {
    setHelpEnabled(false);
    renderBubble();
    expect(screen.queryByRole('button', { name: 'Tip: finding chats' })).not.toBeInTheDocument();
  });

  it('renders nothing once its item was dismissed, while other tips still show', () => {
    dismissHelp('search');
    renderBubble();
    render(<HelpBubble id="upload" topic="attaching files" title="Attaching files" text="Up to 1 MB." />);
    expect(screen.queryByRole('button', { name: 'Tip: finding chats' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tip: attaching files' })).toBeInTheDocument();
  });
});
