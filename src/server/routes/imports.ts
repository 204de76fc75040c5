import { errorCodes } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importValidationError } from '#server/exports/import-errors';
import { importFile } from '#server/exports/import-file';
import { readImport } from '#server/exports/import-read';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { exportFileSchema, IMPORT_MAX_BYTES, importResponse } from '#shared/api/exports';

/** Import of an export file (decision 023): everything in it becomes new projects and conversations of the caller. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // The heaviest write a user can send (a whole account, up to IMPORT_MAX_BYTES): a file sent, so
  // it counts against the uploads a minute.
  const uploadLimit = perMinuteLimit(app, 'upload');

  // In this plugin only: the body stays bytes, parsed and validated off the event loop (readImport).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    // What Fastify's own JSON parser answers to an empty body.
    if (body.length === 0) done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    else done(null, body);
  });

  app.post(
    '/user/import',
    {
      // A whole account's file: far past the 100 KiB every other JSON body is held to.
      bodyLimit: IMPORT_MAX_BYTES,
      // Counted before the body is read, so that a refused, oversized or invalid file counts too.
      onRequest: (request) => uploadLimit(request),
      // The schema documents the body (/api/docs); readImport validates it, on a thread of its own.
      schema: { body: exportFileSchema, response: { 201: importResponse } },
      validatorCompiler: () => (body) => ({ value: body }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { messageStorageBytes } = (await app.adminSettings.current()).quotas;
      const body: unknown = request.body;
      // No body at all: what the schema says of a missing file.
      if (!Buffer.isBuffer(body)) throw importValidationError([]);
      const file = await readImport({ body, storageLimitBytes: messageStorageBytes });
      const result = await importFile(app.db, user.id, file, messageStorageBytes);
      return reply.status(201).send(result);
    },
  );
};
