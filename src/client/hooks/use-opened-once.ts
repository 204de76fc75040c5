import { useState } from 'react';

/**
 * Whether something loaded on demand (a dialog, an overlay) has ever been opened: it stays mounted
 * from then on, so that closing it plays its animation and gives the focus back, while the screen's
 * first load does without its code.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
