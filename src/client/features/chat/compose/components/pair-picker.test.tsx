import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PairPicker } from '#client/features/chat/compose/components/pair-picker';
import type { Pair } from '#client/features/chat/compose/utils/pair';
import { connections } from '#client/testing/chat/provider-fixtures';

const specPair: Pair = {
  a: { provider: 'openai', model: 'gpt-4o' },
  b: { provider: 'claude', model: 'claude-3-7-sonnet-20250219' },
};

function renderPicker({ initial = specPair, recent = [] as Pair[] } = {}) {
  const onChoose = vi.fn<(pair: Pair) => void>();
  const onClose = vi.fn();
  render(
    <PairPicker catalogue={connections} initial={initial} recent={recent} onChoose={onChoose} onClose={onClose} />,
  );
  return { onChoose, onClose, user: userEvent.setup() };
}

const list = () => screen.getByRole('listbox');
const search = () => screen.getByRole('combobox');
const groupNames = () =>
  within(list())
    .getAllByRole('group')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);
const group = (name: string) => within(list()).getByRole('group', { name });
const active = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

describe('PairPicker', () => {
  it('lists every model grouped by connection, each with what it takes and costs', () => {
    renderPicker();
    expect(groupNames()).toEqual(['OpenAI', 'Claude', 'Gemini', 'Ollama']);
    expect(
      within(group('OpenAI'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual([
      'GPT-4o (images, PDFs, $1.00 in, $4.00 out per million tokens)',
      'GPT-4o mini (images, PDFs)',
      'o3 (images, PDFs, reasoning)',
    ]);
    expect(within(group('Ollama')).getByRole('option')).toHaveAccessibleName(
      'llama3.2 (images, $1.00 in, $4.00 out per million tokens)',
    );
    expect(group('Gemini')).toBeInTheDocument();
    expect(search()).toHaveFocus();
    expect(search()).toHaveAccessibleName('Search models for the left side');
  });

  it('filters the list by every word typed, in names and connections alike', async () => {
    const { user } = renderPicker();
    await user.type(search(), 'gem flash');
    expect(
      within(list())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gemini 2.5 Flash$1.00 / $4.00']);
    await user.clear(search());
    await user.type(search(), 'nothing like it');
    expect(within(list()).queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No models found')).toBeInTheDocument();
  });

  it('picks the left side, then the right one, by keyboard alone', async () => {
    const { user, onChoose } = renderPicker();
    await user.type(search(), 'claude');
    await user.keyboard('{Enter}');
    // The right side is next: the left one's model cannot be chosen again there.
    expect(search()).toHaveAccessibleName('Search models for the right side');
    expect(screen.getByRole('button', { name: /Left.*Claude 3.7 Sonnet/ })).toHaveAttribute('aria-pressed', 'false');
    await user.type(search(), 'gemini');
    expect(active()).toHaveAccessibleName(/Gemini 2.5 Flash/);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith({
      a: { provider: 'claude', model: 'claude-3-7-sonnet-20250219' },
      b: { provider: 'gemini', model: 'gemini-2.5-flash' },
    });
  });

  it('moves through the options with the arrow keys, wrapping round, and picks with the mouse', async () => {
    const { user, onChoose } = renderPicker();
    expect(active()).toHaveAccessibleName(/^GPT-4o \(/);
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveAccessibleName(/^llama3.2/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveAccessibleName(/^GPT-4o mini/);
    await user.click(within(group('OpenAI')).getByRole('option', { name: /^o3/ }));
    await user.click(within(group('OpenAI')).getByRole('option', { name: /^GPT-4o mini/ }));
    expect(onChoose).toHaveBeenCalledWith({
      a: { provider: 'openai', model: 'o3' },
      b: { provider: 'openai', model: 'gpt-4o-mini' },
    });
  });

  it('offers no second model, to ask one', async () => {
    const { user, onChoose } = renderPicker();
    await user.keyboard('{Enter}');
    expect(within(list()).getAllByRole('option')[0]).toHaveAccessibleName('No second model: ask one model');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ a: { provider: 'openai', model: 'gpt-4o' }, b: null });
  });

  it('lists recent pairs first, and takes both sides of one at once', async () => {
    const recent: Pair = { a: { provider: 'gemini', model: 'gemini-2.5-flash' }, b: null };
    const { user, onChoose } = renderPicker({ recent: [recent, specPair] });
    expect(groupNames()[0]).toBe('Recent pairs');
    expect(
      within(group('Recent pairs'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gemini 2.5 Flash', 'GPT-4o vs Claude 3.7 Sonnet']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(specPair);
  });

  it('keeps the pair with Use these models, and closes on Escape without choosing', async () => {
    const { user, onChoose, onClose } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use these models' }));
    expect(onChoose).toHaveBeenCalledWith(specPair);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
