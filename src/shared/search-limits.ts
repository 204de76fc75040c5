/**
 * The message search's limits, apart from its schemas (`#shared/api/search`) so that the web app
 * can read them without loading zod on the chat screen.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Conversations in one answer, most recently updated first. */
export const SEARCH_MAX_CONVERSATIONS = 20;
/** Matching messages shown per conversation, newest first. */
export const SEARCH_HITS_PER_CONVERSATION = 3;
/**
 * Only this many first characters of a message are searched: the index is built on them (a
 * tsvector holds at most 1 MB of words, and a longer text could not be indexed at all), and they
 * bound what one message costs a search where no statement timeout can (PGlite). As long as a chat
 * message may be (MESSAGE_MAX_LENGTH), and far longer than a reply of 4,096 tokens; changing it
 * means a migration of the index.
 */
export const SEARCH_INDEXED_CHARACTERS = 32_000;
