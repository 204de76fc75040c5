import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConnectionsResponse } from '#shared/api/admin-connections';
import { fakeProviderEnv } from '#tests/helpers/chat';
import { useFakeProviders } from '#tests/helpers/fake-providers';
import { call, callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// The admin's Connections view: each connection, whether it answers, and a test that asks it now.
const ctx = useTestApp();
const fakes = useFakeProviders();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-admin-connections-'));
const UNREACHABLE = 'http://127.0.0.1:1';
let app: FastifyInstance;

beforeAll(async () => {
  const file = path.join(dir, 'connections.json');
  const fixed = { id: 'router', label: 'Router', kind: 'openai-compatible', baseUrl: `${UNREACHABLE}/v1` };
  fs.writeFileSync(file, JSON.stringify([{ ...fixed, apiKey: 'sk-router-secret', models: ['llama3.3:70b'] }]));
  app = await ctx.buildApp({
    ...fakeProviderEnv(fakes.openai.url, fakes.anthropic.url),
    ANTHROPIC_BASE_URL: UNREACHABLE,
    CONNECTIONS_FILE: file,
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const signInAdmin = async () => callingApp(await signIn(ctx, { isAdmin: true }), app);
const test = (admin: SignedIn, id: string) => admin.call({ method: 'POST', url: `/api/admin/connections/${id}/test` });

describe('GET /api/admin/connections', () => {
  it('lists each connection with its kind, mode, models and how its endpoint last answered, never a key or an address', async () => {
    const admin = await signInAdmin();
    // The catalogue asks the endpoints for their lists on its first read.
    expect((await admin.call({ url: '/api/models' })).statusCode).toBe(200);

    const response = await admin.call({ url: '/api/admin/connections' });
    expect(response.statusCode, response.body).toBe(200);
    const { connections } = response.json() as AdminConnectionsResponse;
    expect(connections).toEqual([
      expect.objectContaining({ id: 'openai', label: 'OpenAI', kind: 'openai', mode: 'live', models: 3 }),
      expect.objectContaining({ id: 'claude', kind: 'anthropic', mode: 'live', models: 3 }),
      { id: 'gemini', label: 'Gemini', kind: 'gemini', mode: 'demo', models: 3, health: { state: 'demo' } },
      {
        id: 'router',
        label: 'Router',
        kind: 'openai-compatible',
        mode: 'live',
        models: 1,
        health: { state: 'unchecked' },
      },
    ]);
    expect(connections[0]?.health).toEqual({ state: 'answering', checkedAt: expect.any(String) });
    expect(connections[1]?.health).toEqual({
      state: 'failing',
      checkedAt: expect.any(String),
      error: 'The endpoint could not be reached.',
    });
    for (const secret of ['sk-router-secret', 'sk-test', '127.0.0.1', fakes.openai.url]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers 401 to anonymous callers and 403 to users who are not admins, for the list and the test', async () => {
    expect((await call(app, { url: '/api/admin/connections' })).statusCode).toBe(401);
    const user = callingApp(await signIn(ctx), app);
    const forbidden = [await user.call({ url: '/api/admin/connections' }), await test(user, 'openai')];
    expect(forbidden.map((response) => response.json())).toEqual([
      expect.objectContaining({ code: 'admin_required' }),
      expect.objectContaining({ code: 'admin_required' }),
    ]);
    expect(fakes.openai.modelList.calls).toBe(0);
  });
});

describe('POST /api/admin/connections/{id}/test', () => {
  it('asks the endpoint for its models now, and says how many it listed', async () => {
    const admin = await signInAdmin();
    const response = await test(admin, 'openai');
    expect(response.json()).toEqual({ ok: true, models: 3, ms: expect.any(Number) });
    expect((await test(admin, 'openai')).json()).toMatchObject({ ok: true });
    expect(fakes.openai.modelList.calls).toBe(2);
  });

  it('says why one does not answer, in words that name no key or address', async () => {
    const admin = await signInAdmin();
    fakes.openai.modelList.fault = { kind: 'status', status: 401 };
    const refused = await test(admin, 'openai');
    const unreachable = await test(admin, 'router');
    const demo = await test(admin, 'gemini');

    expect(refused.json()).toEqual({ ok: false, error: 'The endpoint refused the key (HTTP 401).' });
    expect(unreachable.json()).toEqual({ ok: false, error: 'The endpoint could not be reached.' });
    expect(demo.json()).toEqual({ ok: false, error: 'No API key: set GEMINI_API_KEY and restart the server.' });
    for (const response of [refused, unreachable]) expect(response.body).not.toMatch(/127\.0\.0\.1|sk-/);
  });

  it('answers 404 for a connection that does not exist', async () => {
    const admin = await signInAdmin();
    const response = await test(admin, 'mistral');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'connection_not_found' });
  });
});
