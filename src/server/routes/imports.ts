import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importValidationError } from '#server/exports/import-errors';
import { importFile } from '#server/exports/import-file';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { exportFileSchema, IMPORT_MAX_BYTES, importResponse } from '#shared/api/exports';

/** Import of an export file (decision 023): everything in it becomes new projects and conversations of the caller. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // The heaviest write a user can send (a whole account, up to IMPORT_MAX_BYTES): a file sent, so
  // it counts against the uploads a minute.
  const uploadLimit = perMinuteLimit(app, 'upload');

  app.post(
    '/user/import',
    {
      // A whole account's file: far past the 100 KiB every other JSON body is held to.
      bodyLimit: IMPORT_MAX_BYTES,
      // Validated as every body is, but answered here: the error names the entry in the file.
      attachValidation: true,
      schema: { body: exportFileSchema, response: { 201: importResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.validationError) throw importValidationError(request.validationError.validation);
      await uploadLimit(request);
      const result = await importFile(app.db, user.id, request.body);
      return reply.status(201).send(result);
    },
  );
};
