import { JUDGE_REQUEST } from '#server/ai/judge-prompt';

const between = (text: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(text)?.[1] ?? '';

/**
 * How the fake providers judge (docs/decisions/046-judge.md), so that tests can tell what a judge
 * was shown: they prefer the answer that names Claude, quoting its opening words; a question with
 * "[first]" makes them always prefer the answer shown first (a position-biased judge), "[tie]" call
 * a tie, and "[garbled]" answer with no verdict at all. Undefined for any other request.
 */
export function judgeAnswer(request: string): string | undefined {
  if (!request.startsWith(JUDGE_REQUEST)) return undefined;
  const question = between(request, 'question');
  const answers = [between(request, 'answer_1'), between(request, 'answer_2')];
  if (question.includes('[garbled]')) return 'Both answers have their merits.';
  const better = question.includes('[tie]')
    ? 'tie'
    : question.includes('[first]')
      ? '1'
      : answers[0]?.startsWith('Claude')
        ? '1'
        : '2';
  const chosen = better === '2' ? answers[1] : answers[0];
  const quote = (chosen ?? '').split(' ').slice(0, 3).join(' ');
  const reason = better === 'tie' ? 'Both answers say the same.' : `Answer ${better} is clearer.`;
  // Wrapped in prose, as models often wrap JSON.
  return `Here is my verdict:\n${JSON.stringify({ better, reason, quotes: better === 'tie' ? [] : [quote] })}`;
}
