import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '#server/plugins/compression';
import { createConversation, createMessage } from '#tests/helpers/factories';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, pdfBytes } from '#tests/helpers/upload-fixtures';

const ctx = useTestApp();
const BROWSER = 'gzip, deflate, br, zstd';
const API_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cache-control',
];

/** The body as the client reads it once its HTTP stack has undone the content coding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding, 'an unexpected content coding').toBeUndefined();
  return response.body;
}

/** A conversation whose answer is a few kilobytes of JSON, as a real one is. */
async function longConversation(user: SignedIn): Promise<number> {
  const conversation = await createConversation(ctx.db, user.user.id);
  const words = 'the index keeps each row sorted by key so a range scan reads few pages'.split(' ');
  for (let n = 0; n < 8; n++) {
    const content = Array.from({ length: 90 }, (_, i) => words[(i * 7 + n) % words.length]).join(' ');
    await createMessage(ctx.db, conversation.id, { content, sender: n % 2 === 0 ? 'user' : 'openai' });
  }
  return conversation.id;
}

describe('compressed API answers', () => {
  it('sends brotli or gzip as the request accepts, the same JSON and the same security headers', async () => {
    const alice = await signIn(ctx);
    const url = `/api/conversations/${await longConversation(alice)}`;
    const plain = await alice.call({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4 * COMPRESS_THRESHOLD_BYTES);

    for (const [acceptEncoding, expected] of [
      [BROWSER, 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await alice.call({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(decoded(response), acceptEncoding).toBe(plain.body);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      for (const name of API_HEADERS) expect(response.headers[name], name).toBe(plain.headers[name]);
      if (expected) {
        expect(response.headers.vary).toMatch(/\baccept-encoding\b/i);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('sends small answers as they are', async () => {
    const alice = await signIn(ctx);
    const response = await alice.call({ url: '/api/user', headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ id: alice.user.id });
  });

  it('keeps error answers the same JSON, compressed or not', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobs = await createConversation(ctx.db, bob.user.id);
    const foreign = await alice.call({ url: `/api/conversations/${bobs.id}`, headers: { 'accept-encoding': BROWSER } });
    const missing = await alice.call({ url: '/api/conversations/999999', headers: { 'accept-encoding': BROWSER } });
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(decoded(foreign)).toBe(decoded(missing));
    expect(JSON.parse(decoded(foreign))).toMatchObject({ code: 'conversation_not_found' });

    // Many unknown fields: a validation error long enough to be compressed.
    const payload = Object.fromEntries(Array.from({ length: 80 }, (_, n) => [`unexpected_field_${n}`, n]));
    const send = (headers: Record<string, string>) =>
      alice.call({ method: 'POST', url: '/api/projects', payload: { name: 'P', ...payload }, headers });
    const plain = await send({});
    const compressed = await send({ 'accept-encoding': BROWSER });
    expect([plain.statusCode, compressed.statusCode]).toEqual([400, 400]);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(decoded(compressed)).toBe(plain.body);
    expect(plain.json()).toMatchObject({ code: 'validation_failed' });
    for (const name of API_HEADERS) expect(compressed.headers[name], name).toBe(plain.headers[name]);
  });

  it('sends uploaded files as they were stored, never compressed again', async () => {
    const alice = await signIn(ctx);
    const content = pdfBytes();
    const uploaded = await alice.call({ method: 'POST', url: '/api/upload', ...fileUpload('paper.pdf', content) });
    expect(uploaded.statusCode).toBe(201);
    const response = await alice.call({
      url: `/api/uploads/${uploaded.json().id}`,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(response.rawPayload, content)).toBe(0);
  });
});

describe('the live channel', () => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is never compressed: its first event arrives at once to a client that accepts brotli', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const request = http.get(`${baseUrl}/api/conversations/${conversation.id}/events`, {
      headers: { cookie: alice.cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    try {
      // Headers come first too: a compressor would not send them before its first block.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2000);
        request.once('response', (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        request.once('error', reject);
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      // A compressor would hold the events back until it had a block to write: they must come now, as text.
      const received = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no snapshot within 2 s, only ${JSON.stringify(text)}`)), 2000);
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (!text.includes('event: snapshot\n')) return;
          clearTimeout(timer);
          resolve(text);
        });
      });
      expect(received).toMatch(/^retry: 1000\n\n(?:id: .*\n)?event: snapshot\ndata: \{/);
    } finally {
      request.destroy();
    }
  });
});
