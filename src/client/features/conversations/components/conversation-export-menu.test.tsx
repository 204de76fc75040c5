import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationExportMenu } from '#client/features/conversations/components/conversation-export-menu';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';

polyfillJsdomForRadix();

describe('ConversationExportMenu', () => {
  it('offers the conversation as Markdown and as JSON, each a download of its export address', async () => {
    const user = renderWithProviders(<ConversationExportMenu conversationId={42} />);

    await user.click(screen.getByRole('button', { name: 'Export conversation' }));

    const markdown = await screen.findByRole('menuitem', { name: 'Export as Markdown' });
    const json = screen.getByRole('menuitem', { name: 'Export as JSON' });
    expect(markdown).toHaveAttribute('href', '/api/conversations/42/export?format=markdown');
    expect(json).toHaveAttribute('href', '/api/conversations/42/export?format=json');
    expect(markdown).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');
  });
});
