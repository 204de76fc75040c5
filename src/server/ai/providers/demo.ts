import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from '#server/ai/connections/connection';
import { nameList } from '#server/ai/file-notes';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';

/** Who a demo reply stands in for: a built-in connection without its key. */
type StandIn = { label: string; keyVariable: string };

/** The text of a demo reply: the same for the same question, and plain about what it is. */
export function demoReply(
  { label, keyVariable }: StandIn,
  model: string,
  question: string,
  fileNames: string[] = [],
): string {
  const quoted = question.length > 200 ? `${question.slice(0, 200)}…` : question;
  return [
    `**Demo reply from ${label}** (${model}). This server has no ${label} API key, so this is a stand-in, not an answer from the model.`,
    `To get real answers, set \`${keyVariable}\` in the server's environment and restart it.`,
    `You asked:\n\n> ${quoted.replace(/\n/g, '\n> ')}`,
    ...(fileNames.length > 0 ? [`The model would have been given ${nameList(fileNames)}.`] : []),
  ].join('\n\n');
}

/**
 * Answers after a short delay and then streams its text word by word, so that a new user sees the
 * whole flow: the typing indicator, then a reply that grows.
 */
export function createDemoProvider(connection: Pick<Connection, 'label' | 'builtIn'>, delayMs: number): ChatProvider {
  const standIn = { label: connection.label, keyVariable: connection.builtIn?.keyVariable ?? 'its API key' };
  async function complete(request: CompletionRequest): Promise<Completion> {
    await sleep(delayMs, undefined, { signal: request.signal });
    const asked = [...request.messages].reverse().find((turn) => turn.role === 'user');
    const fileNames = (asked?.files ?? []).flatMap((file) => (file.type === 'note' ? [] : [file.name]));
    const text = demoReply(standIn, request.model, asked?.content ?? '', fileNames);
    const wordMs = Math.min(15, delayMs / 50);
    for (const word of text.split(/(?<= )/)) {
      request.onText?.(word);
      if (wordMs > 0) await sleep(wordMs, undefined, { signal: request.signal });
    }
    return { text, inputTokens: null, outputTokens: null, finishReason: 'stop' };
  }
  return { mode: 'demo', complete };
}
