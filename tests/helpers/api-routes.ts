import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface ApiRoute {
  method: string;
  /** With the prefix and `:param` placeholders, e.g. `/api/projects/:id`. */
  url: string;
  schema: FastifySchema | undefined;
}

const initialization = diagnostics.channel('fastify.initialization');

/**
 * Builds an app and lists the routes it registered under /api, with their schemas. Fastify
 * announces each new instance on this channel (its documented instrumentation hook), so the
 * listing needs nothing from buildApp and takes in every route added later without a change here.
 */
export async function buildListingApiRoutes(
  build: () => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; routes: ApiRoute[] }> {
  const routes: ApiRoute[] = [];
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        // HEAD is Fastify's copy of each GET.
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      }
    });
  };
  initialization.subscribe(listen);
  try {
    const app = await build();
    return { app, routes };
  } finally {
    initialization.unsubscribe(listen);
  }
}
