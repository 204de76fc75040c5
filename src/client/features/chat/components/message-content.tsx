import { lazy, Suspense } from 'react';

// The markdown renderer is the heaviest part of the chat screen; it loads after the screen shows.
const Markdown = lazy(() =>
  import('#client/features/chat/components/markdown').then((module) => ({ default: module.Markdown })),
);

/** A message's text, as plain text until the markdown renderer has loaded. */
export function MessageContent({ content }: { content: string }) {
  return (
    <Suspense fallback={<p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>}>
      <Markdown content={content} />
    </Suspense>
  );
}
