import { vi } from 'vitest';
import { useMessages } from '#client/features/chat/api/get-message-page';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { ConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { buildMessage } from '#client/testing/build-message';
import { renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

export const CONVERSATION_ID = 5;

/** A message of conversation 5: `{ sender: 'openai', replyTo: 1 }` is a reply to message 1. */
export const stored = (id: number, fields: Partial<Message> = {}): Message => buildMessage({ id, ...fields });

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The answer to a call, or undefined to leave it to the conversation's; a promise holds it back. */
type Answer = (call: Call) => Response | Promise<Response> | undefined;

/**
 * Conversation 5 as the chat panel shows it: its messages read from the server, only the shown
 * version of each reply, and the conversation's messages given to what is drawn. `conversation()`
 * is what the server holds (read at each fetch); `answer` answers anything else. Returns the calls.
 */
export function renderConversation(conversation: () => Message[], answer: Answer = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answered = answer(call);
      if (answered) return answered;
      // Whatever the page asked (the newest, or reaching back to a message), the whole conversation.
      if (url.split('?')[0] === `/api/conversations/${CONVERSATION_ID}/messages`) {
        return Response.json({ messages: conversation(), olderCursor: null });
      }
      if (url === '/api/user/model-settings') return Response.json({ modelSettings: { openai: { model: 'gpt-4o' } } });
      return new Response('not found', { status: 404 });
    }),
  );

  function Conversation() {
    const messages = useMessages(CONVERSATION_ID).data ?? [];
    const shown = messages.filter((message) => message.sender === 'user' || message.active);
    return (
      <ConversationMessages value={messages}>
        {shown.map((message) => (
          <MessageItem key={message.id} message={message} userName="Ada Lovelace" />
        ))}
      </ConversationMessages>
    );
  }

  const user = renderWithProviders(<Conversation />);
  return { user, calls };
}
