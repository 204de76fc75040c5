import { vi } from 'vitest';
import type { Message } from '#shared/api/messages';

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Stubs fetch as the API the chat panel reads on conversation 5: its `messages` in one page, no
 * votes, no saved model settings; `answer` answers anything else first. Anything left is a 404.
 */
export function stubPanelFetch(messages: Message[], answer: Answer = () => undefined): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answered = answer(url, init);
      if (answered) return answered;
      if (url === '/api/conversations/5/messages') return Response.json({ messages, olderCursor: null });
      if (url === '/api/conversations/5/votes') return Response.json([]);
      if (url === '/api/user/model-settings') return Response.json({ modelSettings: null });
      return new Response('not found', { status: 404 });
    }),
  );
}
