import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A year: Vite names each file under assets/ by a hash of its content, so a new build's files have
// new names and the browser never needs to ask again for one it has.
const BUILT_ASSET_CACHE = 'public, max-age=31536000, immutable';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pairwise — Ask two AI models, compare their answers</title></head>
<body><main><h1>Pairwise</h1><p>The web app has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built client (config.clientDir); every path outside /api/ and /assets/ falls back to
 * index.html for client-side routing. The build writes `.br` and `.gz` beside each text file over 1 KiB
 * (vite.config.ts): the file a browser accepts is sent as it is, index.html included, with
 * `Vary: Accept-Encoding` (decision 022). The hashed files under assets/ are cached for good.
 */
export const spa = fp(async (app: FastifyInstance) => {
  const root = app.config.clientDir;
  const built = fs.existsSync(path.join(root, 'index.html'));
  const assets = path.join(root, 'assets') + path.sep;
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are found beside their file, never served at an address of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, file) => {
        if (file.startsWith(assets)) reply.header('cache-control', BUILT_ASSET_CACHE);
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // A built file that is not there (an old build's, asked by a tab opened before a deploy) is
    // missing, not a page: index.html in its place would be run as a script, and fail obscurely.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return reply.callNotFound();
    if (!built) return reply.type('text/html').send(PLACEHOLDER);
    // Asked again on every visit, so that a new build's asset names reach the browser; without
    // `cacheControl: false`, send's own `public, max-age=0` would replace this header.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
});
