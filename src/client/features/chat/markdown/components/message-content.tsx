import { lazy, Suspense } from 'react';
import { loadMarkdown } from '#client/features/chat/markdown/utils/load-markdown';
import { maskText } from '#client/features/chat/turn/utils/blind';

// The markdown renderer is the heaviest part of the chat screen; it loads after the screen shows.
const Markdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

/**
 * A message's text, as plain text until the markdown renderer has loaded. `streaming`: the text is
 * still being written (the renderer holds back what would not render as it will stay). `mask`: a
 * blind turn's self-names, masked in what is drawn (decision 044).
 */
export function MessageContent({
  content,
  streaming = false,
  mask,
}: {
  content: string;
  streaming?: boolean;
  mask?: RegExp;
}) {
  return (
    <Suspense
      fallback={<p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{maskText(content, mask)}</p>}
    >
      <Markdown content={content} streaming={streaming} mask={mask} />
    </Suspense>
  );
}
