import { Slot } from 'radix-ui';
import type { ComponentProps, KeyboardEvent, PointerEvent } from 'react';
import { composeHandlers } from '#client/lib/compose-handlers';

/** The gesture that asked for a popup, replayed on Radix's trigger once it is there. */
export type Opening =
  | { type: 'keydown'; key: string }
  | { type: 'pointerdown'; pointerType: string }
  | { type: 'click' };

export interface StandInProps extends ComponentProps<'button'> {
  asChild?: boolean;
}

interface PopupStandInProps extends StandInProps {
  /** As Radix's trigger says. */
  haspopup: 'menu' | 'dialog';
  /** How Radix's trigger opens it: a menu as it is pressed (pointer, Enter, Space, ArrowDown), a popover on click. */
  opensOn: 'press' | 'click';
  /** The pointer or the focus came to it: the popup's code may be fetched. */
  onWarmUp(): void;
  request(opening: Opening, trigger: HTMLElement): void;
}

const PRESS_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * What Radix's trigger draws while closed (the screen's own button, through Slot), answering the
 * gestures it answers by asking for the popup (ui/popup-on-first-open.tsx).
 */
export function PopupStandIn({ asChild, haspopup, opensOn, onWarmUp, request, ...props }: PopupStandInProps) {
  const Component = asChild ? Slot.Root : 'button';
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (props.disabled || event.button !== 0 || event.ctrlKey) return;
    // As Radix does: the trigger does not take the focus, which goes into the popup.
    event.preventDefault();
    request({ type: 'pointerdown', pointerType: event.pointerType }, event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (props.disabled || !PRESS_KEYS.has(event.key)) return;
    event.preventDefault();
    request({ type: 'keydown', key: event.key }, event.currentTarget);
  };
  const opens =
    opensOn === 'press'
      ? {
          onPointerDown: composeHandlers(props.onPointerDown, onPointerDown),
          onKeyDown: composeHandlers(props.onKeyDown, onKeyDown),
        }
      : { onClick: composeHandlers(props.onClick, (event) => request({ type: 'click' }, event.currentTarget)) };
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup={haspopup}
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={composeHandlers(props.onPointerEnter, onWarmUp)}
      onFocus={composeHandlers(props.onFocus, onWarmUp)}
      {...opens}
    />
  );
}

/**
 * While the popup's code is on its way, whether the person is still waiting for it: not if they
 * pressed elsewhere or pressed another key meanwhile. Asked once the code is in; stops listening.
 */
export function watchForOtherInput(trigger: HTMLElement): () => boolean {
  let wanted = true;
  const onPointerDown = (event: Event) => {
    if (!trigger.contains(event.target as Node)) wanted = false;
  };
  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (!PRESS_KEYS.has(event.key) || !trigger.contains(event.target as Node)) wanted = false;
  };
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('keydown', onKeyDown, true);
    return wanted && trigger.isConnected;
  };
}

/** The gesture again, on Radix's trigger. */
export function replayOn(trigger: HTMLElement, opening: Opening): void {
  if (opening.type === 'click') {
    trigger.click();
    return;
  }
  const init = { bubbles: true, cancelable: true };
  trigger.dispatchEvent(
    opening.type === 'keydown'
      ? new globalThis.KeyboardEvent('keydown', { ...init, key: opening.key })
      : new globalThis.PointerEvent('pointerdown', { ...init, button: 0, pointerType: opening.pointerType }),
  );
}
