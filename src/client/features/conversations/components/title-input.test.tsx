import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TitleInput } from '#client/features/conversations/components/title-input';

function renderInput() {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<TitleInput initial="Old title" onSave={onSave} onCancel={onCancel} />);
  return {
    onSave,
    onCancel,
    field: screen.getByRole('textbox', { name: 'Conversation title' }),
    user: userEvent.setup(),
  };
}

describe('TitleInput', () => {
  it('saves the trimmed title on Enter, once', async () => {
    const { onSave, onCancel, field, user } = renderInput();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '200');
    await user.clear(field);
    await user.type(field, '  New title {Enter}');
    field.blur();
    expect(onSave).toHaveBeenCalledExactlyOnceWith('New title');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape without saving what was typed', async () => {
    const { onSave, onCancel, field, user } = renderInput();
    await user.type(field, 'x{Escape}');
    field.blur();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an empty title: Enter keeps it open, leaving gives the old one back', async () => {
    const { onSave, onCancel, field, user } = renderInput();
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    field.blur();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
