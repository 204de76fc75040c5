import fs from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '#server/auth/session-tokens';
import { serverFile } from '#server/server-files';
import { openApiDocumentResponse } from '#shared/api/docs';

export const API_DOCS_URL = '/api/docs/openapi.json';

const { version } = JSON.parse(fs.readFileSync(serverFile('../../package.json'), 'utf8')) as {
  version: string;
};

const DESCRIPTION = `Most routes need the \`${SESSION_COOKIE}\` session cookie that sign-in sets; admin routes need an admin.
Writes must come from the app's own origin (an \`Origin\` header equal to PUBLIC_URL's).
Errors are \`{ message, code, issues? }\`.`;

/** /api/auth/config → "auth": groups operations by resource. */
function resourceTag(url: string): string {
  return url.split('/')[2] ?? 'api';
}

/**
 * The OpenAPI document, generated from the zod schemas each route declares (decision 013). Public:
 * it describes routes anyone can call, and no secret. Registered before the routes it lists.
 */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Pairwise API', version, description: DESCRIPTION },
      servers: [{ url: app.config.publicOrigin }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: { tags: [resourceTag(input.url)], ...transformed.schema } };
    },
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/docs', { schema: { summary: `Redirects to ${API_DOCS_URL}` } }, async (_request, reply) =>
    reply.redirect(API_DOCS_URL),
  );
  // Parsed for its type: @fastify/swagger types the document as OpenAPI 2 or 3, without index signatures.
  routes.get(API_DOCS_URL, { schema: { response: { 200: openApiDocumentResponse } } }, async () =>
    openApiDocumentResponse.parse(app.swagger()),
  );
});
