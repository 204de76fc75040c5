import type { FastifyRequest } from 'fastify';

/**
 * A request to the API, however its path is encoded: the router decodes `/%61pi/…` to `/api/…`,
 * so the matched route decides, and the path as sent covers answers no route matched.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/') === true;
}
