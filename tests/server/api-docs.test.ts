import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, buildListingApiRoutes } from '#tests/helpers/api-routes';
import { useTestApp } from '#tests/helpers/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; tags?: string[] }>>;
}

const ctx = useTestApp();
let app: FastifyInstance;
let routes: ApiRoute[];
let document: OpenApiDocument;

/** `/api/projects/:id` as OpenAPI writes it: `/api/projects/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

beforeAll(async () => {
  ({ app, routes } = await buildListingApiRoutes(() => ctx.buildApp({})));
  const response = await app.inject({ url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

describe('the API reference at /api/docs', () => {
  it('lists every /api route the app registers, with its method', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes
      .filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes requests from the zod schemas the routes declare', () => {
    expect(document.openapi).toMatch(/^3\./);
    const register = document.paths['/api/auth/register']?.post;
    expect(register?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: expect.arrayContaining(['email', 'password']) } } },
    });
    expect(document.paths['/api/projects/{id}']?.patch?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    expect(register?.tags).toEqual(['auth']);
  });

  it('is public, redirects /api/docs to it, and keeps the security headers and no-store', async () => {
    const redirect = await app.inject({ url: '/api/docs' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/api/docs/openapi.json');

    const response = await app.inject({ url: '/api/docs/openapi.json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
