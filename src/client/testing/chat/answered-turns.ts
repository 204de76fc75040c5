import { buildMessage } from '#client/testing/build-message';
import { liveMessage } from '#client/testing/chat/fake-event-source';

/** A reply on side a (OpenAI's GPT-4o) or side b (Claude), to user message `replyTo`. */
export const sideReply = (id: number, replyTo: number, side: 'a' | 'b') =>
  buildMessage({
    id,
    sender: side === 'a' ? 'openai' : 'claude',
    model: side === 'a' ? 'gpt-4o' : 'claude-3-7-sonnet-20250219',
    side,
    replyTo,
    content: `answer ${id}`,
  });

/** Two turns both sides answered, in conversation 5: 1 (replies 2, 3) and 4 (replies 5, 6). */
export const answeredTurns = () => [
  liveMessage(1),
  sideReply(2, 1, 'a'),
  sideReply(3, 1, 'b'),
  liveMessage(4),
  sideReply(5, 4, 'a'),
  sideReply(6, 4, 'b'),
];
