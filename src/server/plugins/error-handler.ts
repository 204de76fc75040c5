import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/database';
import { AppError } from '#server/errors';
import { type ApiErrorBody, type ErrorCode, errorCatalogue } from '#shared/errors';

type Issue = NonNullable<ApiErrorBody['issues']>[number];

function send(reply: FastifyReply, code: ErrorCode, message?: string, issues?: Issue[]) {
  const body: ApiErrorBody = { message: message ?? errorCatalogue[code].message, code };
  if (issues) body.issues = issues;
  // A route may have set another type (a file download) before failing.
  return reply.status(errorCatalogue[code].status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, by their codes, in our vocabulary. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_PARTS_LIMIT: 'body_too_large',
  FST_FILES_LIMIT: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

/**
 * A path the router cannot decode or match (FST_ERR_BAD_URL, an overlong parameter) is answered
 * before any hook runs: Fastify's `frameworkErrors` option sends it here, in our shape.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  return send(reply, 'bad_request', 'The address of the request is not valid.');
}

/** The one place an error becomes a response: typed codes for callers, nothing internal leaks. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return send(reply, 'validation_failed', issues[0]?.message, issues);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return send(reply, mapped);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 'database_unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty body where one is required, and the like: safe to describe.
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ message: error.message, code: 'bad_request' } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'internal');
  });

  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith('/api/')
      ? `No API route ${request.method} ${request.url.split('?')[0]}`
      : undefined;
    return send(reply, 'not_found', message);
  });
});
