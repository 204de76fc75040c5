import type { ChatTurn } from '#server/ai/providers/chat-provider';
import type { Provider } from '#shared/constants';

interface HistoryMessage {
  id: number;
  sender: 'user' | 'openai' | 'claude';
  content: string;
  error: boolean;
}

// About 4 characters a token: ~24k tokens of history, within every listed model's context.
export const HISTORY_BUDGET_CHARS = 96_000;

/**
 * The thread one provider sees for the user message `upToId`: the user's messages and that
 * provider's own earlier replies (never the other provider's, never error replies), oldest
 * dropped first to fit the budget. Consecutive turns of one role are joined, as the APIs expect
 * alternating roles starting with the user.
 */
export function buildThread(
  history: HistoryMessage[],
  provider: Provider,
  upToId: number,
  budgetChars = HISTORY_BUDGET_CHARS,
): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of history) {
    if (message.id > upToId) continue;
    const role =
      message.sender === 'user' ? 'user' : message.sender === provider && !message.error ? 'assistant' : null;
    if (!role) continue;
    const last = turns.at(-1);
    if (last?.role === role) last.content = `${last.content}\n\n${message.content}`;
    else turns.push({ role, content: message.content });
  }

  let total = turns.reduce((sum, turn) => sum + turn.content.length, 0);
  while (turns.length > 1 && total > budgetChars) total -= turns.shift()?.content.length ?? 0;
  while (turns.length > 1 && turns[0]?.role !== 'user') turns.shift();

  const only = turns[0];
  if (turns.length === 1 && only && only.content.length > budgetChars) {
    // Keeping the end by code units may start with the low half of a surrogate pair: a lone
    // surrogate is not valid text for the providers, so that half is dropped too.
    only.content = only.content.slice(-budgetChars).replace(/^[\uDC00-\uDFFF]/, '');
  }
  return turns;
}
