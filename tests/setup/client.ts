import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadDropdownMenu } from '#client/components/ui/dropdown-menu';
import { loadPopover } from '#client/components/ui/popover';
import { loadTooltips } from '#client/components/ui/tooltip';
import { dismissAllToasts } from '#client/hooks/use-toast';

// findBy and waitFor return as soon as what they wait for is there; their default second ran out
// when the machine was busy (a debounced search, then its render, took longer). The 5 s test
// timeout still bounds every test.
configure({ asyncUtilTimeout: 3_000 });

// Radix's menus, popovers and tooltips load after a screen's first draw (decision 050); here they are
// in before each file, so that tests do not wait for them. Their loading is checked on its own
// (popup-on-first-open.test.tsx) and in Chromium (tests/e2e/menus-on-first-open.test.ts).
beforeAll(() => Promise.all([loadDropdownMenu(), loadPopover(), loadTooltips()]));

afterEach(() => {
  cleanup();
  // The toast store outlives a test's render; a toast left over would show in the next file's.
  dismissAllToasts();
  localStorage.clear();
  sessionStorage.clear();
});
