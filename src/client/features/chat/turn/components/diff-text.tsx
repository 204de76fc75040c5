import type { DiffPart } from '#client/features/chat/turn/utils/word-diff';

const MARKS = {
  removed:
    'rounded-sm bg-red-500/15 px-0.5 text-red-900 line-through decoration-red-700/70 dark:bg-red-400/20 dark:text-red-100 dark:decoration-red-300/80',
  added:
    'rounded-sm bg-green-500/15 px-0.5 text-green-900 underline decoration-green-700/70 underline-offset-2 dark:bg-green-400/20 dark:text-green-100 dark:decoration-green-300/80',
};

/**
 * A reply's plain text with the words the other reply lacks marked: <del> (struck through) on the
 * left reply, <ins> (underlined) on the right, so that neither colour nor sight is needed to tell.
 */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <p data-diff="" className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) => {
        const key = `${index}-${part.change}`;
        if (part.change === 'removed')
          return (
            <del key={key} className={MARKS.removed}>
              {part.text}
            </del>
          );
        if (part.change === 'added')
          return (
            <ins key={key} className={MARKS.added}>
              {part.text}
            </ins>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}
