import { vi } from 'vitest';
import { buildMessage } from '#client/testing/build-message';
import type { ChatBody } from '#shared/api/chat';
import type { Message } from '#shared/api/messages';

/** A message of conversation 5 unless said otherwise, created now. */
export const message = (id: number, sender: Message['sender'], conversationId = 5): Message =>
  buildMessage({ id, sender, conversationId, createdAt: new Date().toISOString() });

/**
 * A stand-in for the API the chat session calls: the messages stored so far, and what the chat
 * call answers. New conversations are 7; the poll's cursors are kept in `updateCalls`.
 */
export function fakeChatServer() {
  const server = {
    messages: [message(1, 'user'), message(2, 'openai')],
    chatAnswer: (body: ChatBody) =>
      Response.json({
        conversationId: 5,
        messageId: 10,
        modelsQueried: body.models ?? body.contestants?.map((contestant) => contestant.provider) ?? [],
        message: 'hi',
      }),
    updateCalls: [] as number[],
    failUpdates: false,
    bodies: {} as Record<string, unknown>,
  };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.body && typeof init.body === 'string') server.bodies[url.pathname] = JSON.parse(init.body);
    if (url.pathname === '/api/chat') return server.chatAnswer(server.bodies['/api/chat'] as ChatBody);
    if (url.pathname === '/api/conversations' && init?.method === 'POST') {
      return Response.json(
        { id: 7, userId: 1, projectId: null, title: 't', createdAt: '', updatedAt: '' },
        { status: 201 },
      );
    }
    if (/^\/api\/conversations\/\d+\/messages$/.test(url.pathname)) {
      return Response.json({ messages: server.messages, olderCursor: null });
    }
    if (url.pathname === '/api/messages/updates') {
      const after = Number(url.searchParams.get('afterMessageId'));
      server.updateCalls.push(after);
      if (server.failUpdates) return new Response('down', { status: 503 });
      return Response.json(server.messages.filter((item) => item.id > after));
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}
