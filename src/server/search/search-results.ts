import { type SearchRow, SNIPPET_START, SNIPPET_STOP, type TitleRow } from '#server/db/queries/search';
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

/**
 * Project conversations whose title matched, first; then the message rows in answer order
 * (conversation, then hit) grouped by conversation, keeping that order. One result per conversation.
 */
export function toSearchResults(rows: readonly SearchRow[], titles: readonly TitleRow[] = []): SearchResult[] {
  const results = new Map<number, SearchResult>();
  const resultOf = (row: SearchRow | TitleRow) => {
    let result = results.get(row.conversationId);
    if (!result) {
      const { conversationId: id, title, projectId, projectName } = row;
      result = { conversation: { id, title, projectId, projectName }, titleMatch: false, hits: [] };
      results.set(row.conversationId, result);
    }
    return result;
  };
  for (const row of titles) resultOf(row).titleMatch = true;
  for (const row of rows) {
    resultOf(row).hits.push({ messageId: row.messageId, sender: row.sender, snippet: snippetSegments(row.headline) });
  }
  return [...results.values()];
}
