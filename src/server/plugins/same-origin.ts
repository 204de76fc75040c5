import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '#server/api-request';
import { AppError } from '#server/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-origin write, and Sec-Fetch-Site where Origin is absent; a write with neither is refused.
 */
export const sameOrigin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const allowed = origin !== undefined ? origin === app.config.publicOrigin : fetchSite === 'same-origin';
    if (!allowed) throw new AppError('cross_origin');
  });
});
