import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useChatSession } from '#client/features/chat/session/hooks/use-chat-session';
import { useToasts } from '#client/hooks/use-toast';
import { createQueryClient } from '#client/lib/query-client';

/** useChatSession of user 1 (its toasts beside it), on `initialId`; rerender with another conversationId to switch. */
export function renderChatSession(initialId: number | null = 5) {
  const queryClient = createQueryClient();
  const onConversationCreated = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ conversationId }: { conversationId: number | null }) => ({
      session: useChatSession({ userId: 1, conversationId, project: null, onConversationCreated }),
      toasts: useToasts(),
    }),
    { wrapper, initialProps: { conversationId: initialId } },
  );
  return { ...view, onConversationCreated, queryClient };
}

/**
 * For a file of useChatSession tests: its warnings (a failed poll is only logged) kept quiet, and
 * after each test real timers and the real fetch back.
 */
export function setUpChatSessionTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(console.warn).mockRestore();
  });
}
