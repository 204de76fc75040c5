import { popupOnFirstOpen } from '#client/components/ui/popup-on-first-open';

// The screens' popovers. Radix's code (ui/radix-popover) loads as a popover is first opened, not
// with the screen (decision 050): until then its trigger is a stand-in.
const popover = popupOnFirstOpen({
  load: () => import('#client/components/ui/radix-popover'),
  root: 'Popover',
  trigger: 'PopoverTrigger',
  haspopup: 'dialog',
  opensOn: 'click',
});

/** Fetches Radix's code ahead of a first opening. */
export const loadPopover = popover.load;
export const Popover = popover.Root;
export const PopoverTrigger = popover.Trigger;
export const PopoverContent = popover.part('PopoverContent');
export const PopoverClose = popover.part('PopoverClose');
