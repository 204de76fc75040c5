import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const BROWSER = 'gzip, deflate, br, zstd';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Pairwise</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const APP_JS = `export const answer = 42;\n${'console.info("a line of the bundle");\n'.repeat(100)}`;
const SMALL_JS = 'export const small = true;\n';

let clientDir = '';
let app: FastifyInstance;

/** A built client as `vite build` leaves it: compressed copies beside the files over 1 KiB only. */
async function writeFakeBuild(dir: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, content] of [
    ['index.html', INDEX_HTML],
    ['assets/app.js', APP_JS],
  ] as const) {
    await fs.writeFile(path.join(dir, file), content);
    await fs.writeFile(path.join(dir, `${file}.br`), brotliCompressSync(content));
    await fs.writeFile(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  await fs.writeFile(path.join(dir, 'assets/small.js'), SMALL_JS);
  await fs.writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
}

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pairwise-client-'));
  await writeFakeBuild(clientDir);
  const config = { ...ctx.config, clientDir };
  app = await buildApp({ config, database: ctx.database, logger: false, runReplyWorker: false });
});

afterAll(async () => {
  await app?.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

async function expectFile(response: LightMyRequestResponse, file: string) {
  expect(response.statusCode, file).toBe(200);
  expect(Buffer.compare(response.rawPayload, await fs.readFile(path.join(clientDir, file))), file).toBe(0);
}

describe('precompressed assets', () => {
  it('sends the .br file to a browser that accepts brotli, the .gz to one that takes gzip, else the file', async () => {
    const br = await get('/assets/app.js', BROWSER);
    await expectFile(br, 'assets/app.js.br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
    expect(br.headers.vary).toMatch(/\baccept-encoding\b/i);

    const gz = await get('/assets/app.js', 'gzip');
    await expectFile(gz, 'assets/app.js.gz');
    expect(gz.headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/app.js', acceptEncoding);
      await expectFile(plain, 'assets/app.js');
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      // A shared cache must not hand this copy to a browser that accepts brotli.
      expect(plain.headers.vary, acceptEncoding).toMatch(/\baccept-encoding\b/i);
    }
  });

  it('sends a file the build left uncompressed as it is, never compressing it per request', async () => {
    const response = await get('/assets/small.js', BROWSER);
    await expectFile(response, 'assets/small.js');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves index.html precompressed as the fallback of every page, with the page headers', async () => {
    for (const url of ['/', '/c/42', '/settings']) {
      const response = await get(url, BROWSER);
      await expectFile(response, 'index.html.br');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    }
    await expectFile(await get('/c/42'), 'index.html');
  });

  it('lets the browser keep a built asset for good, its name being its content, and nothing else', async () => {
    for (const [url, acceptEncoding] of [
      ['/assets/app.js', BROWSER],
      ['/assets/app.js', undefined],
      ['/assets/small.js', BROWSER],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const unhashed = await get('/robots.txt');
    await expectFile(unhashed, 'robots.txt');
    expect(unhashed.headers['cache-control']).toBe('public, max-age=0');
  });

  it('gives the compressed copies no address of their own, and answers 404 for a built file not there', async () => {
    // An old build's file, asked by a tab opened before a deploy: index.html would be run as a script.
    for (const url of ['/assets/app.js.br', '/assets/app.js.gz', '/assets/chat-Old1234.js']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
