import { type RefObject, useEffect } from 'react';
import { VOTE_SHORTCUTS, voteButtonFor } from '#client/features/chat/turn/utils/vote-keys';
import { isApplePlatform, shortcutFor, shortcutLayerOpen } from '#client/hooks/use-keyboard-shortcuts';

/**
 * Keys 1–4 vote on the turn holding the focus, else on the latest one shown (docs/behaviour.md,
 * Main chat screen); never while typing, nor while a dialog or menu is open.
 */
export function useVoteKeys(chat: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !chat.current || shortcutLayerOpen()) return;
      const id = shortcutFor(event, VOTE_SHORTCUTS, isApplePlatform());
      const button = id && voteButtonFor(id, chat.current, document.activeElement);
      if (!button || button.disabled) return;
      event.preventDefault();
      button.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [chat]);
}
