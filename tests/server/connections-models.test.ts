import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#server/config';
import type { ModelsResponse } from '#shared/api/models';
import { startFakeGemini } from '#tests/fakes/gemini';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

// GET /api/models over every connection: Gemini built in, and those of a connections file, each
// asked through its own SDK for its own models.
const ctx = useTestApp();
let localServer: ModelServer;
let gemini: ModelServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-connections-'));

beforeAll(async () => {
  [localServer, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
  localServer.modelList.ids = ['llama3.3:70b', 'qwen3:32b'];
});

afterAll(async () => {
  await Promise.all([localServer?.close(), gemini?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function modelsFrom(app: FastifyInstance): Promise<{ body: string; models: ModelsResponse }> {
  const alice = await signIn(ctx);
  const response = await call(app, { cookie: alice.cookie, url: '/api/models' });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, models: response.json() as ModelsResponse };
}

function connectionsFile(entries: unknown[]): string {
  const file = path.join(dir, `connections-${fs.readdirSync(dir).length}.json`);
  fs.writeFileSync(file, JSON.stringify(entries));
  return file;
}

describe('GET /api/models with more connections', () => {
  it('lists a connections file after the built-ins: listed, fixed, or none yet; never a key or an address', async () => {
    const file = connectionsFile([
      { id: 'ollama', label: 'Ollama', kind: 'openai-compatible', baseUrl: `${localServer.url}/v1` },
      {
        id: 'openrouter',
        label: 'OpenRouter',
        kind: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:1/api/v1',
        // The file names the variable that holds the key.
        apiKey: `\${ROUTER_KEY}`,
        models: ['meta-llama/llama-3.3-70b-instruct', 'openai/gpt-4o'],
      },
      { id: 'lmstudio', label: 'LM Studio', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:1/v1' },
    ]);
    // The key's variable is none of the server's own: any variable of the environment may hold one.
    const app = await ctx.buildApp({ CONNECTIONS_FILE: file, ROUTER_KEY: 'sk-or-secret' } as Env);
    const { body, models } = await modelsFrom(app);

    expect(models.providers.map((entry) => [entry.id, entry.label, entry.kind, entry.mode])).toEqual([
      ['openai', 'OpenAI', 'openai', 'demo'],
      ['claude', 'Claude', 'anthropic', 'demo'],
      ['gemini', 'Gemini', 'gemini', 'demo'],
      ['ollama', 'Ollama', 'openai-compatible', 'live'],
      ['openrouter', 'OpenRouter', 'openai-compatible', 'live'],
      ['lmstudio', 'LM Studio', 'openai-compatible', 'live'],
    ]);
    const [ollama, openRouter, lmStudio] = models.providers.slice(3);
    expect(ollama).toMatchObject({ models: ['llama3.3:70b', 'qwen3:32b'], defaultModel: 'llama3.3:70b' });
    expect(ollama?.capabilities['qwen3:32b']).toEqual({
      images: false,
      pdfs: false,
      reasoning: false,
      temperature: true,
      price: null,
    });
    expect(ollama?.temperature).toEqual({ min: 0, max: 2, step: 0.1, default: 0.7 });
    expect(openRouter).toMatchObject({
      models: ['meta-llama/llama-3.3-70b-instruct', 'openai/gpt-4o'],
      defaultModel: 'meta-llama/llama-3.3-70b-instruct',
    });
    // Its endpoint does not answer: nothing to offer yet, and the route answers all the same.
    expect(lmStudio).toMatchObject({ models: [], defaultModel: '' });
    // A server that takes no key is sent a stand-in; the one configured reaches only its endpoint.
    expect(localServer.modelList.calls).toBe(1);
    for (const secret of ['sk-or-secret', '127.0.0.1', localServer.url]) expect(body).not.toContain(secret);
  });

  it('lists Gemini live with a key, as its models endpoint does', async () => {
    const app = await ctx.buildApp({ GEMINI_API_KEY: 'test-gemini-key', GEMINI_BASE_URL: gemini.url });
    const entry = (await modelsFrom(app)).models.providers.find((provider) => provider.id === 'gemini');

    expect(entry).toMatchObject({ kind: 'gemini', mode: 'live' });
    expect(entry?.models).toEqual(expect.arrayContaining(['gemini-2.5-flash', 'gemini-2.5-pro']));
    expect(entry?.defaultModel).toBe('gemini-2.5-flash');
    expect(gemini.modelList.calls).toBeGreaterThan(0);
  });
});
