import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, expect } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { createQueryClient } from '#client/lib/query-client';

/** Renders with the providers and the toaster the app gives every screen; returns a user-event session. */
export function renderWithProviders(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        {ui}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** jsdom lacks what Radix's Select and Switch call; browsers have them. Call at file level. */
export function polyfillJsdomForRadix() {
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}

/** Waits for a toast with this text in the notifications region (an open dialog hides it from role queries). */
export function expectToast(text: string) {
  return waitFor(() => {
    expect(document.querySelector('[role="region"][aria-label^="Notifications"]')).toHaveTextContent(text);
  });
}
