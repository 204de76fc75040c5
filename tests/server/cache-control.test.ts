import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('caching', () => {
  it('marks every API answer no-store, errors included', async () => {
    const alice = await signIn(ctx);
    const answers = {
      200: await alice.call({ url: '/api/projects' }),
      201: await alice.call({ method: 'POST', url: '/api/projects', payload: { name: 'Fresh' } }),
      '400 validation': await alice.call({ method: 'POST', url: '/api/projects', payload: {} }),
      '400 bad JSON': await alice.call({
        method: 'POST',
        url: '/api/projects',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      '400 bad path': await alice.call({ url: '/api/projects/%E0%A4%A' }),
      '400 long path': await alice.call({ method: 'DELETE', url: `/api/projects/${'9'.repeat(200)}` }),
      401: await call(ctx.app, { url: '/api/projects' }),
      403: await alice.call({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } }),
      404: await alice.call({ url: '/api/projects/999' }),
      '404 no route': await call(ctx.app, { method: 'POST', url: '/api/no-such-thing', payload: {} }),
      413: await alice.call({ method: 'POST', url: '/api/projects', payload: { name: 'x'.repeat(200 * 1024) } }),
      415: await alice.call({
        method: 'POST',
        url: '/api/projects',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(String(response.statusCode), status).toBe(status.split(' ')[0]);
      expect(String(response.headers['cache-control']), status).toMatch(/\bno-store\b/);
    }
    for (const bad of [answers['400 bad path'], answers['400 long path']]) {
      expect(bad.json()).toEqual({ code: 'bad_request', message: 'The address of the request is not valid.' });
    }
  });
});
