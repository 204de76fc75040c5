import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const clientDir = path.resolve('dist/client');

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pairwise — Ask two AI models, compare their answers</title></head>
<body><main><h1>Pairwise</h1><p>The web app has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/** Serves the built client; every non-API path falls back to index.html for client-side routing. */
export const spa = fp(async (app: FastifyInstance) => {
  const built = fs.existsSync(path.join(clientDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    if (!built) return reply.type('text/html').send(PLACEHOLDER);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
