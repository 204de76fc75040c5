import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { listenOnPostgres } from '#server/db/listen-postgres';
import { wrapPool } from '#server/db/postgres-database';
import { listProjects } from '#server/db/queries/projects';
import { errorCatalogue } from '#shared/errors';
import { createProject, createSessionCookie, createUser } from '#tests/helpers/factories';
import { call, signIn, TEST_ORIGIN, testConfig, useTestApp } from '#tests/helpers/test-app';
import { createTestDatabase } from '#tests/helpers/test-database';

const ctx = useTestApp();

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('cross-site writes', () => {
  it('refuses writes with no Origin and no same-origin Sec-Fetch-Site, and changes nothing', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id, { name: 'Kept' });
    for (const [method, url, payload] of [
      ['POST', '/api/projects', { name: 'Forged' }],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Forged' }],
      ['DELETE', `/api/projects/${project.id}`, undefined],
      ['POST', '/api/auth/logout', undefined],
    ] as const) {
      for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
        const response = await ctx.app.inject({ method, url, payload, headers: { cookie: alice.cookie, ...headers } });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ code: 'cross_origin', message: errorCatalogue.cross_origin.message });
      }
    }
    expect(await listProjects(ctx.db, alice.user.id)).toEqual([project]);
    expect((await alice.call({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('refuses writes from a foreign Origin, even with a same-origin Sec-Fetch-Site', async () => {
    const alice = await signIn(ctx);
    for (const origin of ['https://evil.example', `${TEST_ORIGIN}.evil.example`, 'null', 'https://localhost:5000']) {
      const response = await alice.call({
        method: 'POST',
        url: '/api/projects',
        payload: { name: 'Forged' },
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ code: 'cross_origin' });
    }
    expect(await listProjects(ctx.db, alice.user.id)).toEqual([]);
  });

  it('refuses a sign-in from a foreign page before looking at it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-login',
      payload: { email: 'victim@example.com' },
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('accepts a write with Sec-Fetch-Site: same-origin and no Origin', async () => {
    const alice = await signIn(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Same origin' },
      headers: { cookie: alice.cookie, 'sec-fetch-site': 'same-origin' },
    });

    expect(response.statusCode).toBe(201);
    expect(await listProjects(ctx.db, alice.user.id)).toMatchObject([{ name: 'Same origin' }]);
  });

  it('checks a write however its path is encoded', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id, { name: 'Kept' });
    for (const [method, url] of [
      ['POST', '/%61pi/auth/logout'],
      ['POST', '/api/auth/%6Cogout'],
      ['DELETE', `/%61%70%69/projects/${project.id}`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'cross_origin' });
    }
    expect(await listProjects(ctx.db, alice.user.id)).toEqual([project]);
    expect((await alice.call({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('needs no Origin for reads', async () => {
    const alice = await signIn(ctx);
    await createProject(ctx.db, alice.user.id, { name: 'Readable' });

    const response = await ctx.app.inject({ url: '/api/projects', headers: { cookie: alice.cookie } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ name: 'Readable' }]);
  });
});

describe('request bodies', () => {
  it('answers 415 to a text/plain or form body', async () => {
    const alice = await signIn(ctx);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await alice.call({
        method: 'POST',
        url: '/api/projects',
        payload: type === 'text/plain' ? '{"name":"Plain"}' : 'name=Plain',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
    expect(await listProjects(ctx.db, alice.user.id)).toEqual([]);
  });

  it('answers 413 to a JSON body over 100 KB', async () => {
    const alice = await signIn(ctx);
    const response = await alice.call({
      method: 'POST',
      url: '/api/projects',
      payload: JSON.stringify({ name: 'Big', description: 'x'.repeat(101 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'body_too_large', message: errorCatalogue.body_too_large.message });
    expect(await listProjects(ctx.db, alice.user.id)).toEqual([]);
  });

  it('answers 400 with a JSON error to malformed JSON', async () => {
    const alice = await signIn(ctx);
    const response = await alice.call({
      method: 'POST',
      url: '/api/projects',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

describe('paths', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(ctx.app, {
        method,
        url: '/api/no-such-thing?x=1',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'not_found', message: `No API route ${method} /api/no-such-thing` });
    }
  });

  it('serves the web app as HTML on other paths', async () => {
    for (const url of ['/', '/settings', '/projects/12']) {
      const response = await call(ctx.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<html/i);
    }
  });

  it('sends the page security headers on pages, with a CSP that lets Google Identity in', async () => {
    for (const url of ['/', '/settings']) {
      const response = await call(ctx.app, { url });
      const csp = cspDirectives(response);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).toContain('https://accounts.google.com/gsi/client');
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toMatch(/\S/);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });

  it('sends API answers, errors included, the short set for data that is never a page', async () => {
    const alice = await signIn(ctx);
    for (const [url, cookie] of [
      ['/api/auth/config', undefined],
      ['/api/no-such-thing', undefined],
      ['/api/projects', alice.cookie],
      ['/%61pi/projects', alice.cookie],
    ] as const) {
      const response = await call(ctx.app, { url, cookie });
      const csp = cspDirectives(response);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.has('script-src'), url).toBe(false);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('server errors', () => {
  it('answers 500 with the catalogue message and nothing internal when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(ctx.config.dataDir), database, logger: false });
    try {
      const user = await createUser(database.db);
      const { cookie } = await createSessionCookie(database.db, user.id);
      await app.ready();
      await database.close();

      const response = await call(app, { url: '/api/projects', cookie });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: errorCatalogue.internal.message });
    } finally {
      await app.close();
    }
  });

  it('answers 503 database_unavailable when PostgreSQL cannot be reached', async () => {
    const unreachable = { connectionString: 'postgres://postgres@127.0.0.1:1/test' };
    const pool = new pg.Pool({ ...unreachable, max: 1 });
    const database = { db: wrapPool(pool), kind: 'postgres' as const, listen: listenOnPostgres(unreachable) };
    const app = await buildApp({ config: testConfig(ctx.config.dataDir), database, logger: false });
    try {
      const response = await call(app, { url: '/api/user', cookie: 'pairwise_session=anything' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'database_unavailable',
        message: errorCatalogue.database_unavailable.message,
      });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
