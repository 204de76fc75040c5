import { popupOnFirstOpen } from '#client/components/ui/popup-on-first-open';

// The screens' dropdown menus. Radix's code (ui/radix-dropdown-menu) loads as a menu is first
// opened, not with the screen (decision 050): until then its trigger is a stand-in.
const menu = popupOnFirstOpen({
  load: () => import('#client/components/ui/radix-dropdown-menu'),
  root: 'DropdownMenu',
  trigger: 'DropdownMenuTrigger',
  haspopup: 'menu',
  opensOn: 'press',
});

/** Fetches Radix's code ahead of a first opening. */
export const loadDropdownMenu = menu.load;
export const DropdownMenu = menu.Root;
export const DropdownMenuTrigger = menu.Trigger;
export const DropdownMenuContent = menu.part('DropdownMenuContent');
export const DropdownMenuItem = menu.part('DropdownMenuItem');
export const DropdownMenuLabel = menu.part('DropdownMenuLabel');
export const DropdownMenuSeparator = menu.part('DropdownMenuSeparator');
export const DropdownMenuSub = menu.part('DropdownMenuSub');
export const DropdownMenuSubTrigger = menu.part('DropdownMenuSubTrigger');
export const DropdownMenuSubContent = menu.part('DropdownMenuSubContent');
