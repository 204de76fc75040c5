import { FUSE_REQUEST } from '#server/ai/fuse-prompt';

const between = (text: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(text)?.[1] ?? '';

/**
 * How the fake providers fuse two answers (docs/decisions/054-fuse.md), so that tests can tell a
 * fused answer from any other: one sentence naming the question. Undefined for any other request.
 */
export function fuseAnswer(request: string): string | undefined {
  if (!request.startsWith(FUSE_REQUEST)) return undefined;
  return `The best of both answers to: ${between(request, 'question')}`;
}
