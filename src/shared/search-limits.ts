/**
 * The message search's limits, apart from its schemas (`#shared/api/search`) so that the web app
 * can read them without loading zod on the chat screen.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Conversations in one answer, most recently updated first. */
export const SEARCH_MAX_CONVERSATIONS = 20;
/** Matching messages shown per conversation, newest first. */
export const SEARCH_HITS_PER_CONVERSATION = 3;
