/** The attribute that marks what a toast must never cover. */
export const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

/**
 * Spread on a screen's header (toasts stay below it) or on its composer (toasts stay above it),
 * so that a toast never lies over a control the user is about to press.
 */
export const toastAvoid = {
  header: { [TOAST_AVOID_ATTRIBUTE]: 'top' },
  composer: { [TOAST_AVOID_ATTRIBUTE]: 'bottom' },
} as const;
