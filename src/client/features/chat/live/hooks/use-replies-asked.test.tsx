import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContinueReply } from '#client/features/chat/api/continue-reply';
import { useEditMessage } from '#client/features/chat/api/edit-message';
import { useRegenerateReply } from '#client/features/chat/api/regenerate-reply';
import { useRepliesAsked } from '#client/features/chat/live/hooks/use-replies-asked';
import { createQueryClient } from '#client/lib/query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAsked() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/regenerate') || url.endsWith('/continue')
        ? Response.json({ jobId: 9, provider: 'claude', side: 'b', model: 'claude-3-7-sonnet-20250219' })
        : Response.json({ messageId: 7, hidden: 2, modelsQueried: ['openai', 'claude'] }),
    ),
  );
  const onAsked = vi.fn();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useRepliesAsked(5, onAsked);
      return { regenerate: useRegenerateReply(), continued: useContinueReply(), edit: useEditMessage() };
    },
    { wrapper },
  );
  return { result, onAsked };
}

describe('useRepliesAsked', () => {
  it('tells of the sides a regenerate or an edit in the conversation asked, once queued, and of the edit’s new question', async () => {
    const { result, onAsked } = renderAsked();

    await act(() => result.current.regenerate.mutateAsync({ replyId: 2, conversationId: 5, modelSettings: {} }));
    expect(onAsked).toHaveBeenLastCalledWith([{ side: 'b', provider: 'claude' }]);
    await act(() =>
      result.current.edit.mutateAsync({ messageId: 1, conversationId: 5, message: 'Again', modelSettings: {}, asked }),
    );
    // Message 1's new version, 7, is the question the edit's replies answer.
    expect(onAsked).toHaveBeenLastCalledWith(asked, 7);
    expect(onAsked).toHaveBeenCalledTimes(2);
  });

  it('tells of the side a continue asked', async () => {
    const { result, onAsked } = renderAsked();
    await act(() => result.current.continued.mutateAsync({ replyId: 2, conversationId: 5 }));
    expect(onAsked).toHaveBeenCalledWith([{ side: 'b', provider: 'claude' }]);
  });

  // One connection on both sides: the sides, not the connections, are what is awaited.
  const asked = [
    { side: 'a' as const, provider: 'openai' },
    { side: 'b' as const, provider: 'openai' },
  ];

  it("ignores another conversation's", async () => {
    const { result, onAsked } = renderAsked();
    await act(() => result.current.regenerate.mutateAsync({ replyId: 2, conversationId: 6, modelSettings: {} }));
    expect(onAsked).not.toHaveBeenCalled();
  });
});
