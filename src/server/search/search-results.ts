import { type SearchRow, SNIPPET_START, SNIPPET_STOP } from '#server/db/queries/search';
import type { SearchResult, SnippetSegment } from '#shared/api/search';

// A message of one endless "word" (a pasted key, base64) makes a headline as long as itself.
const SNIPPET_MAX_LENGTH = 240;

/**
 * ts_headline's text, with our markers around each match, as plain segments: whitespace (new lines
 * of markdown) collapsed to single spaces, at most SNIPPET_MAX_LENGTH characters.
 */
export function snippetSegments(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let length = 0;
  const push = (raw: string, match: boolean) => {
    let text = raw.replace(/\s+/g, ' ');
    if (segments.length === 0) text = text.trimStart();
    if (!text || length >= SNIPPET_MAX_LENGTH) return;
    if (length + text.length > SNIPPET_MAX_LENGTH)
      text = `${text.slice(0, SNIPPET_MAX_LENGTH - length).replace(/[\uD800-\uDBFF]$/, '')}…`;
    length += text.length;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  const [before = '', ...marked] = headline.split(SNIPPET_START);
  push(before, false);
  for (const part of marked) {
    const stop = part.indexOf(SNIPPET_STOP);
    push(stop < 0 ? part : part.slice(0, stop), true);
    if (stop >= 0) push(part.slice(stop + 1), false);
  }
  const last = segments.at(-1);
  if (last) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}

/** Rows in answer order (conversation, then hit) grouped by conversation, keeping that order. */
export function toSearchResults(rows: readonly SearchRow[]): SearchResult[] {
  const results = new Map<number, SearchResult>();
  for (const row of rows) {
    let result = results.get(row.conversationId);
    if (!result) {
      result = {
        conversation: {
          id: row.conversationId,
          title: row.title,
          projectId: row.projectId,
          projectName: row.projectName,
        },
        hits: [],
      };
      results.set(row.conversationId, result);
    }
    result.hits.push({ messageId: row.messageId, sender: row.sender, snippet: snippetSegments(row.headline) });
  }
  return [...results.values()];
}
