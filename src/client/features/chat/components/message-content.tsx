import { lazy, Suspense } from 'react';
import { loadMarkdown } from '#client/features/chat/utils/load-markdown';

// The markdown renderer is the heaviest part of the chat screen; it loads after the screen shows.
const Markdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

/** A message's text, as plain text until the markdown renderer has loaded. */
export function MessageContent({ content }: { content: string }) {
  return (
    <Suspense fallback={<p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>}>
      <Markdown content={content} />
    </Suspense>
  );
}
