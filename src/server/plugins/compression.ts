import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers (a poll with nothing new, an error) go as they are: a zlib pass would save a few bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Measured by bench/compression-levels.ts (decision 022): on a 58 kB conversation, brotli 4 is 9 % larger
// than 11 in 1/70 of its time, and 5 or more cost 1.6× to 20× the time for at most 3 %; gzip (for clients
// without brotli) 4 is 2–4 % larger than the default 6 in two thirds of its time.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

/**
 * JSON and text, except `text/event-stream`: a compressor holds bytes back until it has a block to
 * write, and every live event must leave the moment it happens (decision 008). Any other type goes by
 * mime-db's "compressible" flag, which is false for what uploads serve (PDF, JPEG, PNG, docx), all
 * compressed already.
 */
function isCompressibleType(contentType: string): boolean {
  return /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i.test(contentType);
}

/**
 * Brotli or gzip, by the request's Accept-Encoding, for API answers over the threshold. Pages and
 * assets are compressed once at build time (vite.config.ts) and served as they are (spa.ts), so the
 * per-request compressor only ever sees /api routes. Registered before any route: it attaches itself
 * to each route as it is added.
 */
export const compression = fp(async (app: FastifyInstance) => {
  // Runs before the plugin's own onRoute hook, which skips a route marked `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: isCompressibleType,
    // Answers only: the app never sends a compressed body, and request parsing stays as it was.
    globalDecompression: false,
  });
});
