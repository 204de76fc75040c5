import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProject } from '#server/db/queries/projects';
import { countedTurns, standingsByPair } from '#server/db/queries/vote-standings';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { modelStandings, pairStandings } from '#server/votes/standings';
import { PERIOD_DAYS, STANDINGS_TURNS_MAX, standingsQuery, standingsResponse } from '#shared/api/standings';
import { DAY_MS } from '#shared/constants';

/** The scoreboard page: the user's counted votes per model pair and per model, filtered. */
export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get(
    '/votes/standings',
    { schema: { querystring: standingsQuery, response: { 200: standingsResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { blind, period, projectId } = request.query;
      // Another person's project is no filter of this one's: it is not found.
      if (projectId !== undefined && !(await findProject(app.db, user.id, projectId)))
        throw new AppError('project_not_found');
      const filter = {
        blindOnly: blind === 'true',
        projectId,
        since: period === 'all' ? undefined : new Date(Date.now() - PERIOD_DAYS[period] * DAY_MS),
      };
      const [rows, turns] = await Promise.all([
        standingsByPair(app.db, user.id, filter),
        countedTurns(app.db, user.id, filter, STANDINGS_TURNS_MAX),
      ]);
      return { pairs: pairStandings(app.config.connections, rows, turns), models: modelStandings(rows) };
    },
  );
};
