import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popupOnFirstOpen } from '#client/components/ui/popup-on-first-open';
import { polyfillJsdomForRadix } from '#client/testing/render';

polyfillJsdomForRadix();

/** A menu and a popover of their own, whose code arrives only when the test lets it. */
function popups() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const menu = popupOnFirstOpen({
    load: () => arrived.then(() => import('#client/components/ui/radix-dropdown-menu')),
    root: 'DropdownMenu',
    trigger: 'DropdownMenuTrigger',
    haspopup: 'menu',
    opensOn: 'press',
  });
  const popover = popupOnFirstOpen({
    load: () => arrived.then(() => import('#client/components/ui/radix-popover')),
    root: 'Popover',
    trigger: 'PopoverTrigger',
    haspopup: 'dialog',
    opensOn: 'click',
  });
  const Content = menu.part('DropdownMenuContent');
  const Item = menu.part('DropdownMenuItem');
  const PopoverContent = popover.part('PopoverContent');
  render(
    <>
      <input aria-label="Elsewhere" />
      <menu.Root>
        <menu.Trigger asChild>
          <button type="button">Options</button>
        </menu.Trigger>
        <Content>
          <Item>Rename</Item>
          <Item>Delete</Item>
        </Content>
      </menu.Root>
      <popover.Root>
        <popover.Trigger>Tip</popover.Trigger>
        <PopoverContent aria-label="The tip">
          <button type="button">Got it</button>
        </PopoverContent>
      </popover.Root>
    </>,
  );
  return { release, user: userEvent.setup() };
}

// Hidden from the accessibility tree while its (modal) menu is open.
const trigger = () => screen.getByRole('button', { name: 'Options', hidden: true });

describe('a menu loaded as it is first opened', () => {
  it('says what it opens, and is not drawn, until it is asked for', () => {
    popups();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Tip' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard once its code is in, with the focus on its first item, and gives it back on Escape', async () => {
    const { release, user } = popups();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Radix's own from then on.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
  });

  it('opens on a press of the pointer, with the focus in the menu', async () => {
    const { release, user } = popups();
    release();
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('stays closed when the person moved on before its code came', async () => {
    const { release, user } = popups();
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    release();
    await user.type(screen.getByRole('textbox', { name: 'Elsewhere' }), 'abc');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});

describe('a popover loaded as it is first opened', () => {
  it('opens on click with the focus inside, and gives it back to its trigger on Escape', async () => {
    const { release, user } = popups();
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    release();
    const tip = await screen.findByRole('dialog', { name: 'The tip' });
    await waitFor(() => expect(tip).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tip' })).toHaveFocus());
  });
});
