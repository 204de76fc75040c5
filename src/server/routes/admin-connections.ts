import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDemo } from '#server/ai/catalogue';
import type { Connection } from '#server/ai/connections/connection';
import { EMPTY_LIST, listFailureText } from '#server/ai/list-failure';
import type { ModelCatalogue } from '#server/ai/model-catalogue';
import { AppError } from '#server/errors';
import { adminGuard } from '#server/plugins/authentication';
import {
  adminConnectionsResponse,
  type ConnectionHealth,
  connectionIdParams,
  connectionTestResponse,
} from '#shared/api/admin-connections';

// As long as the catalogue gives one models call.
const TEST_TIMEOUT_MS = 10_000;

function healthOf(connection: Connection, catalogue: ModelCatalogue): ConnectionHealth {
  if (isDemo(connection)) return { state: 'demo' };
  const last = catalogue.lastListing(connection.id);
  if (!last) return { state: 'unchecked' };
  const checkedAt = last.at.toISOString();
  return last.error === null ? { state: 'answering', checkedAt } : { state: 'failing', checkedAt, error: last.error };
}

/** The admin's view of the connections (docs/decisions/037-connections.md): never a key or an address. */
export const adminConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);

  app.get('/admin/connections', { schema: { response: { 200: adminConnectionsResponse } } }, async () => {
    const { catalogue } = app.replies;
    const offered = await catalogue.current();
    return {
      connections: app.config.connections.map((connection) => ({
        id: connection.id,
        label: connection.label,
        kind: connection.kind,
        mode: isDemo(connection) ? ('demo' as const) : ('live' as const),
        models: offered[connection.id]?.models.length ?? 0,
        health: healthOf(connection, catalogue),
      })),
    };
  });

  // Asks the endpoint for its models now, past the catalogue's cache, and says how it went.
  app.post(
    '/admin/connections/:id/test',
    { schema: { params: connectionIdParams, response: { 200: connectionTestResponse } } },
    async (request) => {
      const connection = app.config.connections.find((candidate) => candidate.id === request.params.id);
      if (!connection) throw new AppError('connection_not_found');
      if (isDemo(connection)) {
        const variable = connection.builtIn?.keyVariable ?? 'its API key';
        return { ok: false as const, error: `No API key: set ${variable} and restart the server.` };
      }
      const listModels = app.replies.providers[connection.id]?.listModels;
      if (!listModels) return { ok: false as const, error: 'This connection cannot be asked for its models.' };
      const started = performance.now();
      try {
        const models = await listModels(AbortSignal.timeout(TEST_TIMEOUT_MS));
        if (models.length === 0) throw new Error(EMPTY_LIST);
        return { ok: true as const, models: models.length, ms: Math.round(performance.now() - started) };
      } catch (error) {
        return { ok: false as const, error: listFailureText(error) };
      }
    },
  );
};
