import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PairControl } from '#client/features/chat/compose/components/pair-control';
import { contestantsOf, type Pair, pairOf } from '#client/features/chat/compose/utils/pair';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { connections } from '#client/testing/chat/provider-fixtures';
import { polyfillJsdomForRadix } from '#client/testing/render';
import type { ProviderCatalogue } from '#shared/api/models';

// Each chosen side's own temperature and max tokens, on its connection's scale (docs/behaviour.md,
// Main chat screen): Claude's runs 0–1, the others' 0–2; o3 takes no temperature.
type Four = [ProviderCatalogue, ProviderCatalogue, ProviderCatalogue, ProviderCatalogue];
const [openai, claude, gemini, ollama] = connections as Four;
const reasoning = { images: true, pdfs: true, reasoning: true, temperature: false, price: null };
const catalogue: ProviderCatalogue[] = [
  { ...openai, capabilities: { ...openai.capabilities, o3: reasoning } },
  { ...claude, temperature: { min: 0, max: 1, step: 0.1, default: 0.7 } },
  gemini,
  ollama,
];

const gpt = { provider: 'openai', model: 'gpt-4o' };
const o3 = { provider: 'openai', model: 'o3' };
const sonnet = { provider: 'claude', model: 'claude-3-7-sonnet-20250219' };
const flash = { provider: 'gemini', model: 'gemini-2.5-flash' };

polyfillJsdomForRadix();

/** The control as the chat panel holds it: a side's change is the pair chosen from then on. */
function renderControl(initial: Pair) {
  const onChoose = vi.fn<(pair: Pair) => void>();
  function Harness() {
    const [chosen, setChosen] = useState(initial);
    return (
      <ConnectionsContext value={catalogue}>
        <PairControl
          current={chosen}
          chosen={chosen}
          recent={[]}
          onChoose={(pair) => {
            onChoose(pair);
            setChosen(pair);
          }}
          onReset={() => {}}
        />
      </ConnectionsContext>
    );
  }
  render(<Harness />);
  return { onChoose, user: userEvent.setup() };
}

/** Opens a side's settings and waits for its sliders, which load as they first open. */
async function openSettings(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Settings for ${name}` }));
  const popover = await screen.findByRole('dialog', { name: `Settings for ${name}` });
  await within(popover).findAllByRole('slider');
  return popover;
}

const slider = (name: string) => screen.getByRole('slider', { name });

describe('a side’s settings', () => {
  it('runs each side’s sliders on its own connection’s scale, from its defaults', async () => {
    const { user } = renderControl({ a: sonnet, b: flash });
    const popover = await openSettings(user, 'Claude 3.7 Sonnet');
    expect(slider('Claude 3.7 Sonnet temperature')).toHaveAttribute('aria-valuemax', '1');
    expect(slider('Claude 3.7 Sonnet temperature')).toHaveAttribute('aria-valuenow', '0.7');
    expect(slider('Claude 3.7 Sonnet max tokens')).toHaveAttribute('aria-valuenow', '1024');
    expect(slider('Claude 3.7 Sonnet max tokens')).toHaveAttribute('aria-valuemax', '4000');
    // Shown as the sidebar shows them.
    expect(
      within(popover)
        .getAllByRole('status')
        .map((item) => item.textContent),
    ).toEqual(['0.7', '1024']);
    expect(popover).toHaveTextContent('Claude takes temperatures from 0.0 to 1.0.');
    expect(within(popover).getByRole('button', { name: 'Reset' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openSettings(user, 'Gemini 2.5 Flash');
    expect(slider('Gemini 2.5 Flash temperature')).toHaveAttribute('aria-valuemax', '2');
  });

  it('turns the temperature off for a model that takes none, and says why', async () => {
    const { user } = renderControl({ a: gpt, b: o3 });
    const popover = await openSettings(user, 'o3');
    expect(slider('o3 temperature')).toHaveAttribute('data-disabled');
    expect(popover).toHaveTextContent('This model sets its own temperature.');
    expect(slider('o3 max tokens')).not.toHaveAttribute('data-disabled');
  });

  it('chooses the pair with a side’s settings, which its contestants then carry', async () => {
    const { user, onChoose } = renderControl({ a: sonnet, b: flash });
    await openSettings(user, 'Claude 3.7 Sonnet');
    slider('Claude 3.7 Sonnet temperature').focus();
    await user.keyboard('{ArrowRight}');
    slider('Claude 3.7 Sonnet max tokens').focus();
    await user.keyboard('{End}');
    const chosen = onChoose.mock.lastCall?.[0] as Pair;
    expect(chosen).toEqual({ a: { ...sonnet, temperature: 0.8, maxTokens: 4000 }, b: flash });
    expect(JSON.parse(JSON.stringify(contestantsOf(chosen)))).toEqual([
      { ...sonnet, temperature: 0.8, maxTokens: 4000 },
      flash,
    ]);
  });

  it('shows a conversation’s stored settings, and Reset gives the side its connection’s defaults', async () => {
    const stored = [
      { ...gpt, temperature: 1.6, maxTokens: 500 },
      { ...flash, temperature: 0.7, maxTokens: 1024 },
    ];
    const { user, onChoose } = renderControl(pairOf(stored) as Pair);
    const popover = await openSettings(user, 'GPT-4o');
    expect(slider('GPT-4o temperature')).toHaveAttribute('aria-valuenow', '1.6');
    expect(slider('GPT-4o max tokens')).toHaveAttribute('aria-valuenow', '500');

    await user.click(within(popover).getByRole('button', { name: 'Reset' }));
    expect(onChoose).toHaveBeenLastCalledWith({ a: gpt, b: stored[1] });
    expect(slider('GPT-4o temperature')).toHaveAttribute('aria-valuenow', '0.7');
    expect(slider('GPT-4o max tokens')).toHaveAttribute('aria-valuenow', '1024');
    expect(within(popover).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
