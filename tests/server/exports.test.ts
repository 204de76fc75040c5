import { describe, expect, it } from 'vitest';
import { exportFileSchema } from '#shared/api/exports';
import { formatBytes } from '#shared/format-bytes';
import { SAMPLES } from '#tests/helpers/attachments';
import { createRichAccount } from '#tests/helpers/export-fixtures';
import { createConversation } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const exportOf = (id: number, format: string) => `/api/conversations/${id}/export?format=${format}`;

describe('GET /api/conversations/:id/export?format=markdown', () => {
  it('is a readable document: title, project, a heading per turn, who said what, versions, files and errors', async () => {
    const alice = await signIn(ctx);
    const { inProject } = await createRichAccount(ctx.db, alice);

    const response = await alice.call({ url: exportOf(inProject.id, 'markdown') });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Photosynthesis, explained.md"; filename*=UTF-8''Photosynthesis%2C%20explained.md`,
    );
    const markdown = response.body;
    expect(markdown.startsWith('# Photosynthesis, explained\n\nProject: Research  \nStarted ')).toBe(true);
    expect(markdown.match(/^## Turn \d+$/gm)).toEqual(['## Turn 1', '## Turn 2']);
    const [, first = '', second = ''] = markdown.split(/^## Turn \d+$/m);
    expect(first).toMatch(
      /\*\*You\*\* · \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\nWhat is in this picture\? \[File: photo.png\]/,
    );
    expect(first).toContain(`Attached: photo.png (${formatBytes(SAMPLES.png.bytes.length)}).`);
    expect(first).toContain('The files themselves are not part of this export.');
    // The version shown, not the earlier one, and how many others there are.
    expect(first).toContain(
      '### OpenAI · gpt-4o-mini\n\n_Version 2 of 2, the one shown. The other version is in the JSON export._',
    );
    expect(first).toContain('A single red pixel.');
    expect(first).not.toContain('A **red** square.');
    expect(first).toContain(
      '### Claude · claude-3-7-sonnet-20250219 · error\n\n_This reply is an error message, not an answer:_',
    );
    expect(first.indexOf('### OpenAI')).toBeLessThan(first.indexOf('### Claude'));
    expect(second).toContain('**You** · ');
    expect(second).toContain('### OpenAI · gpt-4o\n\nUn carré\n\n_Stopped before it finished._');
    expect(second).toContain('_Note: gpt-4o cannot read images: it was given the name of photo.png only._');
  });

  it('names the file after the title, safely, with the exact title for browsers that read filename*', async () => {
    const alice = await signIn(ctx);
    const { outside } = await createRichAccount(ctx.db, alice);

    const response = await alice.call({ url: exportOf(outside.id, 'markdown') });

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_n_c_d_ _quotes_ - slashes.md"; filename*=UTF-8''%C3%9Cn%C3%AFc%C3%B6d%C3%A9%20%E2%80%9Cquotes%E2%80%9D%20-%20slashes.md`,
    );
    expect(response.body).toContain('## Turn 1\n\n**You** · ');
    expect(response.body).toContain('Is anyone there?');
    expect(response.body).not.toContain('###');
  });

  it('refuses a conversation without messages, in either format: there is nothing to export', async () => {
    const alice = await signIn(ctx);
    const empty = await createConversation(ctx.db, alice.user.id, { title: 'Nothing yet' });

    for (const format of ['markdown', 'json']) {
      const response = await alice.call({ url: exportOf(empty.id, format) });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'nothing_to_export',
        message: 'This conversation has no messages yet: there is nothing to export.',
      });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('GET /api/conversations/:id/export?format=json', () => {
  it('is the export file of that conversation alone, with its project, every figure and file names', async () => {
    const alice = await signIn(ctx);
    const data = await createRichAccount(ctx.db, alice);

    const response = await alice.call({ url: exportOf(data.inProject.id, 'json') });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Photosynthesis, explained.json";/);
    const file = exportFileSchema.parse(response.json());
    expect(file).toMatchObject({ format: 'pairwise-export', version: 5 });
    expect(file.projects).toEqual([
      {
        id: 1,
        name: 'Research',
        description: 'Reading for the thesis',
        instructions: 'Answer in British English.',
        createdAt: data.research.createdAt.toISOString(),
        updatedAt: data.research.updatedAt.toISOString(),
      },
    ]);
    expect(file.conversations).toHaveLength(1);
    const [conversation] = file.conversations;
    expect(conversation).toMatchObject({
      title: 'Photosynthesis, explained',
      projectId: 1,
      providers: null,
      contestants: null,
      createdAt: data.inProject.createdAt.toISOString(),
      updatedAt: data.inProject.updatedAt.toISOString(),
      votes: [],
      judgements: [],
    });
    // The file's own ids, in order; replies name their question by them, versions and all.
    expect(
      conversation?.messages.map((message) => [
        message.id,
        message.sender,
        message.side,
        message.replyTo,
        message.active,
        message.parentId,
      ]),
    ).toEqual([
      [1, 'user', null, null, true, null],
      [2, 'openai', 'a', 1, false, undefined],
      [3, 'claude', 'b', 1, true, undefined],
      [4, 'user', null, null, true, 1],
      [5, 'openai', 'a', 4, true, undefined],
      [6, 'openai', 'a', 1, true, undefined],
    ]);
    expect(conversation?.messages[0]).toEqual({
      id: 1,
      parentId: null,
      sender: 'user',
      side: null,
      content: 'What is in this picture? [File: photo.png]',
      createdAt: data.question.createdAt.toISOString(),
      model: null,
      error: false,
      inputTokens: null,
      outputTokens: null,
      latencyMs: null,
      firstTokenMs: null,
      stopped: false,
      usageEstimated: false,
      notice: null,
      finishReason: null,
      replyTo: null,
      active: true,
      attachments: [{ name: 'photo.png', type: 'image/png', size: expect.any(Number) }],
      fused: null,
    });
    expect(conversation?.messages[1]).toMatchObject({
      model: 'gpt-4o',
      inputTokens: 120,
      outputTokens: 8,
      latencyMs: 900,
      firstTokenMs: 300,
      attachments: [],
    });
    expect(conversation?.messages[2]).toMatchObject({ error: true, model: 'claude-3-7-sonnet-20250219' });
    expect(conversation?.messages[4]).toMatchObject({
      stopped: true,
      usageEstimated: true,
      notice: 'gpt-4o cannot read images: it was given the name of photo.png only.',
    });
  });

  it('lists no project for a conversation outside any, and keeps the providers it asked', async () => {
    const alice = await signIn(ctx);
    const { outside } = await createRichAccount(ctx.db, alice);

    const file = exportFileSchema.parse((await alice.call({ url: exportOf(outside.id, 'json') })).json());

    expect(file.projects).toEqual([]);
    expect(file.conversations[0]).toMatchObject({ projectId: null, providers: ['claude'] });
  });
});

describe('GET /api/conversations/:id/export: who and what', () => {
  it("answers another user's conversation exactly as a missing one", async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobs = await createConversation(ctx.db, bob.user.id);

    for (const format of ['markdown', 'json']) {
      const theirs = await alice.call({ url: exportOf(bobs.id, format) });
      const missing = await alice.call({ url: exportOf(bobs.id + 1000, format) });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ code: 'conversation_not_found', message: 'Conversation not found.' });
      expect(missing.json()).toEqual(theirs.json());
      expect(theirs.headers['content-disposition']).toBeUndefined();
    }
  });

  it('needs a signed-in user and a format it knows', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);

    expect((await call(ctx.app, { url: exportOf(conversation.id, 'json') })).statusCode).toBe(401);
    const bad = await alice.call({ url: exportOf(conversation.id, 'pdf') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await alice.call({ url: `/api/conversations/${conversation.id}/export` })).statusCode).toBe(400);
  });
});
