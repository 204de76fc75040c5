import { z } from 'zod';
import { id, text } from '#shared/api/common';
import { senderSchema } from '#shared/api/messages';
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/search-limits';

export const searchQuery = z.object({
  q: text()
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** A piece of a snippet: the matched words are `match: true`, so no HTML ever travels. */
export const snippetSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetSegment = z.infer<typeof snippetSegmentSchema>;

export const searchHitSchema = z.object({
  messageId: id,
  sender: senderSchema,
  /** A few words around the match, whitespace collapsed. */
  snippet: z.array(snippetSegmentSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  conversation: z.object({
    id,
    title: z.string(),
    projectId: id.nullable(),
    projectName: z.string().nullable(),
  }),
  /** The conversation is in a project and its title holds the search (the sidebar filters the others' titles). */
  titleMatch: z.boolean(),
  /** Its matching messages; none when only its title matched. */
  hits: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponse = z.object({
  /**
   * Project conversations whose title matched first, then those with matching messages: at most
   * SEARCH_MAX_CONVERSATIONS of each, each with up to SEARCH_HITS_PER_CONVERSATION hits.
   */
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponse>;
