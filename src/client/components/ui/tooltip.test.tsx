import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { polyfillJsdomForRadix } from '#client/testing/render';

polyfillJsdomForRadix();

/** The tooltips as a screen has them before Radix's code is in: a fresh copy of the module. */
async function standIns() {
  vi.resetModules();
  const tooltips = await import('#client/components/ui/tooltip');
  const { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } = tooltips;
  render(
    <TooltipProvider>
      <input aria-label="Elsewhere" />
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label="Copy" />
        </TooltipTrigger>
        <TooltipContent>Copy the reply</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label="Retry" />
        </TooltipTrigger>
        <TooltipContent>Ask again</TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
  return { load: tooltips.loadTooltips, user: userEvent.setup() };
}

const copy = () => screen.getByRole('button', { name: 'Copy' });
const retry = () => screen.getByRole('button', { name: 'Retry' });
const isRadixs = (element: HTMLElement) => !element.hasAttribute('title');
// The swap the code's arrival sets off runs in the next task: this one comes after it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tooltips whose code loads after the screen', () => {
  it("shows the tooltip's text as a title until the code is in, then opens Radix's tooltip on hover", async () => {
    const { load, user } = await standIns();
    expect(copy()).toHaveAttribute('title', 'Copy the reply');
    await load();
    await waitFor(() => expect(isRadixs(copy())).toBe(true));
    await user.hover(copy());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the reply');
  });

  it('leaves a trigger holding the focus as it is until the focus moves on', async () => {
    const { load, user } = await standIns();
    const before = copy();
    before.focus();
    await load();
    await waitFor(() => expect(isRadixs(retry())).toBe(true));
    expect(copy()).toBe(before);
    expect(copy()).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await waitFor(() => expect(copy()).not.toBe(before));
    expect(isRadixs(copy())).toBe(true);
  });

  it('leaves a trigger as it is while a pointer is pressed, so that the click lands', async () => {
    const { load } = await standIns();
    const onClick = vi.fn();
    copy().addEventListener('click', onClick);
    const before = copy();
    fireEvent.pointerDown(before);
    await load();
    await nextTask();
    expect(copy()).toBe(before);
    fireEvent.pointerUp(copy());
    fireEvent.click(copy());
    expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(isRadixs(copy())).toBe(true));
  });
});
