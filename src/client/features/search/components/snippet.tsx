import { Fragment } from 'react';
import type { SnippetSegment } from '#shared/api/search';

/** A hit's words around the match, the matched ones marked. Text only: nothing is set as HTML. */
export function Snippet({ segments }: { segments: readonly SnippetSegment[] }) {
  // Where each segment starts in the snippet: a key that stays with it.
  let offset = 0;
  return segments.map((segment) => {
    const key = offset;
    offset += segment.text.length;
    return segment.match ? (
      <mark
        key={key}
        className="rounded-sm bg-yellow-200 px-0.5 text-yellow-950 dark:bg-yellow-400/30 dark:text-foreground"
      >
        {segment.text}
      </mark>
    ) : (
      <Fragment key={key}>{segment.text}</Fragment>
    );
  });
}
