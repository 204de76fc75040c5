import { useLayoutEffect, useRef, useState } from 'react';
import { setSidebarCollapsed, useSidebarCollapsed } from '#client/app/layouts/use-sidebar-collapsed';

/** The sidebar's id, for the toggle's aria-controls: the desktop column or the mobile overlay. */
export const SIDEBAR_ID = 'sidebar';
export const SIDEBAR_TOGGLE_ID = 'sidebar-toggle';
export const SIDEBAR_SEARCH_ID = 'conversation-search';

const focusById = (id: string) => document.getElementById(id)?.focus();

/**
 * The chat screen's sidebar: an overlay opened on demand on mobile, a column that can be collapsed
 * (and stays so) on desktop. Moving the focus into or out of it shows or closes it first.
 */
export function useChatSidebar(isMobile: boolean) {
  const [open, setOpen] = useState(false);
  const collapsed = useSidebarCollapsed();
  // Where the focus goes once the overlay has opened or closed, instead of Radix's choice.
  const overlayFocus = useRef<string | null>(null);
  // Where it goes once the collapsed column is shown: its fields cannot take it while hidden.
  const columnFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const id = columnFocus.current;
    columnFocus.current = null;
    if (id !== null && !collapsed) focusById(id);
  }, [collapsed]);

  const afterOverlay = (event: Event) => {
    const id = overlayFocus.current;
    overlayFocus.current = null;
    if (id === null) return;
    event.preventDefault();
    focusById(id);
  };

  function reveal(id: string) {
    if (isMobile && !open) {
      overlayFocus.current = id;
      setOpen(true);
      return;
    }
    if (!isMobile && collapsed) {
      columnFocus.current = id;
      setSidebarCollapsed(false);
      return;
    }
    focusById(id);
  }

  function focusOutside(id: string) {
    if (isMobile && open) {
      overlayFocus.current = id;
      setOpen(false);
      return;
    }
    focusById(id);
  }

  function toggle() {
    if (isMobile) {
      setOpen(!open);
      return;
    }
    const hidesFocus = !collapsed && document.getElementById(SIDEBAR_ID)?.contains(document.activeElement);
    setSidebarCollapsed(!collapsed);
    // The focus would be lost inside the hidden column: it waits on the button that brings it back.
    if (hidesFocus) focusById(SIDEBAR_TOGGLE_ID);
  }

  return {
    /** The mobile overlay is open. */
    open,
    setOpen,
    expanded: isMobile ? open : !collapsed,
    /** Shows the sidebar if needed and focuses the element with this id in it. */
    reveal,
    /** Focuses the element with this id outside the sidebar, closing the overlay first. */
    focusOutside,
    toggle,
    overlayFocus: { onOpenAutoFocus: afterOverlay, onCloseAutoFocus: afterOverlay },
  };
}
