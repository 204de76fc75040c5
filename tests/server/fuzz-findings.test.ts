import { describe, expect, it } from 'vitest';
import { findProject } from '#server/db/queries/projects';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import { signIn, useTestApp } from '#tests/helpers/test-app';
import { multipart } from '#tests/helpers/upload-fixtures';

// Requests that tests/server/api-fuzz.test.ts once saw answered with a 5xx, kept as plain tests.
const ctx = useTestApp({ DEMO_REPLY_DELAY_MS: '60000' });

describe('POST /api/projects', () => {
  // PGlite wrote "\u2066\uDFFF" as bytes PostgreSQL refuses ("invalid byte sequence for encoding UTF8").
  it('stores a lone surrogate as U+FFFD, as every UTF-8 encoder would, on both databases', async () => {
    const alice = await signIn(ctx);

    const response = await alice.call({
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Odd \uD800', instructions: '\u2066\uDFFF', description: '\\\uFEFF\uDFFF../\u{1F600}' },
    });

    expect(response.statusCode).toBe(201);
    expect(await findProject(ctx.db, alice.user.id, response.json().id)).toMatchObject({
      name: 'Odd \uFFFD',
      instructions: '\u2066\uFFFD',
      description: '\\\uFEFF\uFFFD../\u{1F600}',
    });
  });
});

describe('POST /api/chat', () => {
  it('takes a temperature too small for the stored 4-byte float, as 0', async () => {
    const alice = await signIn(ctx);

    const response = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: {
        message: 'hi',
        models: ['openai', 'claude'],
        modelSettings: { openai: { temperature: 2e-315 }, claude: { temperature: 1e-50 } },
      },
    });

    expect(response.statusCode).toBe(200);
    const jobs = await findReplyJobs(ctx.db, response.json().conversationId);
    expect(jobs.map((job) => job.temperature)).toEqual([0, 0]);
  });
});

describe('POST /api/upload', () => {
  it('answers 400 to a "file" part with no file name, or an empty one (no file chosen)', async () => {
    const alice = await signIn(ctx);

    for (const filename of [undefined, '']) {
      const response = await alice.call({
        method: 'POST',
        url: '/api/upload',
        ...multipart([{ name: 'file', filename, content: '', contentType: 'application/octet-stream' }]),
      });
      expect(response.statusCode, String(filename)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});
