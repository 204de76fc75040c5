import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStatementTimeout } from '#server/db/database';
import { searchMessages, searchProjectTitles, searchWords } from '#server/db/queries/search';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { toSearchResults } from '#server/search/search-results';
import { searchQuery, searchResponse } from '#shared/api/search';

/**
 * Search what was said: the user's own messages, by full-text prefix match of every word; and the
 * titles of their conversations in projects, which the sidebar's title filter does not reach.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get('/search', { schema: { querystring: searchQuery, response: { 200: searchResponse } } }, async (request) => {
    const userId = requireUser(request).id;
    // Punctuation alone has no words: nothing matches, and no query is run.
    const [rows, titles] = await Promise.all([
      searchMessages(app.db, userId, searchWords(request.query.q)).catch((error: unknown) => {
        throw isStatementTimeout(error) ? new AppError('search_timed_out') : error;
      }),
      searchProjectTitles(app.db, userId, request.query.q),
    ]);
    return { results: toSearchResults(rows, titles) };
  });
};
