import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnthropicBlock, AnthropicTurn } from '#tests/fakes/anthropic';
import type { ModelServer } from '#tests/fakes/model-server';
import type { OpenAiMessage, OpenAiPart } from '#tests/fakes/openai';
import { DOCX_TEXT, decodeDataUrl, SAMPLES, storageKeyOf, upload } from '#tests/helpers/attachments';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { type SignedIn, useTestApp } from '#tests/helpers/test-app';
import { pdfBytes } from '#tests/helpers/upload-fixtures';

// What the providers receive for files sent with a message, read from the fakes' recorded requests.

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx);

const { png, jpeg, pdf, docx } = SAMPLES;

async function uploadAll(caller: SignedIn, samples: { name: string; bytes: Buffer }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const sample of samples) ids.push(await upload(caller, sample.name, sample.bytes));
  return ids;
}

/** Sends and waits for the replies; the replies by sender. */
async function ask(caller: SignedIn, payload: Record<string, unknown>, count = 1) {
  const sent = await sendChat(caller, payload);
  const replies = await waitForReplies(caller, sent.conversationId, sent.messageId, count);
  return { sent, replies: Object.fromEntries(replies.map((reply) => [reply.sender, reply])) };
}

const messagesOf = <T>(fake: ModelServer, request: number) => fake.requests[request]?.body.messages as T[];
const partsOf = <T>(turn: { content: string | T[] } | undefined): T[] => {
  if (!turn || typeof turn.content === 'string') throw new Error('the turn has no content parts');
  return turn.content;
};

describe('files sent to OpenAI', () => {
  it('go as image_url data URLs, a PDF file part and a Word document’s text, before the message', async () => {
    const alice = await fakes.signIn();
    const attachments = await uploadAll(alice, [png, jpeg, pdf, docx]);
    const message = 'What do these files say? [File: photo.png]';

    const { replies } = await ask(alice, { message, models: ['openai'], attachments });

    const [turn] = messagesOf<OpenAiMessage>(fakes.openai, 0);
    const parts = partsOf<OpenAiPart>(turn);
    expect(parts.map((part) => part.type)).toEqual(['image_url', 'image_url', 'file', 'text', 'text']);
    const [image, photo, file, document, text] = parts as [
      Extract<OpenAiPart, { type: 'image_url' }>,
      Extract<OpenAiPart, { type: 'image_url' }>,
      Extract<OpenAiPart, { type: 'file' }>,
      Extract<OpenAiPart, { type: 'text' }>,
      Extract<OpenAiPart, { type: 'text' }>,
    ];
    expect(decodeDataUrl(image.image_url.url, 'image/png').equals(png.bytes)).toBe(true);
    expect(decodeDataUrl(photo.image_url.url, 'image/jpeg').equals(jpeg.bytes)).toBe(true);
    expect(file.file.filename).toBe('paper.pdf');
    expect(decodeDataUrl(file.file.file_data ?? '', 'application/pdf').equals(pdf.bytes)).toBe(true);
    expect(document.text).toContain('letter.docx');
    expect(document.text).toContain(DOCX_TEXT);
    expect(text).toEqual({ type: 'text', text: message });
    expect(replies.openai).toMatchObject({ error: false, notice: null, attachments: [] });
  });
});

describe('files sent to Claude', () => {
  it('go as base64 image blocks, a PDF document and a plain-text document titled by name, before the message', async () => {
    const alice = await fakes.signIn();
    const attachments = await uploadAll(alice, [png, jpeg, pdf, docx]);

    const { replies } = await ask(alice, { message: 'Summarise these', models: ['claude'], attachments });

    const [turn] = messagesOf<AnthropicTurn>(fakes.anthropic, 0);
    const blocks = partsOf<AnthropicBlock>(turn);
    expect(blocks.map((block) => block.type)).toEqual(['image', 'image', 'document', 'document', 'text']);
    const [image, photo, file, document, text] = blocks as [
      Extract<AnthropicBlock, { type: 'image' }>,
      Extract<AnthropicBlock, { type: 'image' }>,
      Extract<AnthropicBlock, { type: 'document' }>,
      Extract<AnthropicBlock, { type: 'document' }>,
      Extract<AnthropicBlock, { type: 'text' }>,
    ];
    expect(image.source).toMatchObject({ type: 'base64', media_type: 'image/png' });
    expect(Buffer.from(image.source.data, 'base64').equals(png.bytes)).toBe(true);
    expect(photo.source).toMatchObject({ type: 'base64', media_type: 'image/jpeg' });
    expect(Buffer.from(photo.source.data, 'base64').equals(jpeg.bytes)).toBe(true);
    expect(file).toMatchObject({ title: 'paper.pdf', source: { type: 'base64', media_type: 'application/pdf' } });
    expect(Buffer.from(file.source.data, 'base64').equals(pdf.bytes)).toBe(true);
    expect(document).toEqual({
      type: 'document',
      title: 'letter.docx',
      source: { type: 'text', media_type: 'text/plain', data: DOCX_TEXT },
    });
    expect(text).toEqual({ type: 'text', text: 'Summarise these' });
    expect(replies.claude).toMatchObject({ error: false, notice: null });
  });

  it('keeps earlier files in the thread of later messages', async () => {
    const alice = await fakes.signIn();
    const [id] = await uploadAll(alice, [png]);
    const first = await ask(alice, { message: 'What is this?', models: ['claude'], attachments: [id] });

    await ask(alice, { message: 'And its colour?', models: ['claude'], conversationId: first.sent.conversationId });

    const thread = messagesOf<AnthropicTurn>(fakes.anthropic, 1);
    expect(thread.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
    const [image] = partsOf<AnthropicBlock>(thread[0]);
    expect(image?.type === 'image' && Buffer.from(image.source.data, 'base64').equals(png.bytes)).toBe(true);
    expect(thread[2]?.content).toBe('And its colour?');
  });
});

describe('files the model does not get whole', () => {
  it('are named in a note, and the reply says so, when the model cannot read that kind of file', async () => {
    const alice = await fakes.signIn();
    const attachments = await uploadAll(alice, [png, pdf]);
    const modelSettings = { openai: { model: 'gpt-3.5-turbo' }, claude: { model: 'claude-3-haiku-20240307' } };

    const { replies } = await ask(
      alice,
      { message: 'Look', models: ['openai', 'claude'], modelSettings, attachments },
      2,
    );

    const openAiParts = partsOf<OpenAiPart>(messagesOf<OpenAiMessage>(fakes.openai, 0)[0]);
    expect(openAiParts).toEqual([
      {
        type: 'text',
        text: "[Attached file: photo.png. This model cannot read images, so only the file's name is given.]",
      },
      {
        type: 'text',
        text: "[Attached file: paper.pdf. This model cannot read PDF files, so only the file's name is given.]",
      },
      { type: 'text', text: 'Look' },
    ]);
    expect(replies.openai).toMatchObject({
      error: false,
      notice:
        'gpt-3.5-turbo cannot read images: it was given the name of photo.png only. gpt-3.5-turbo cannot read PDF files: it was given the name of paper.pdf only.',
    });
    // Claude 3 Haiku reads images but not PDFs.
    const claudeBlocks = partsOf<AnthropicBlock>(messagesOf<AnthropicTurn>(fakes.anthropic, 0)[0]);
    expect(claudeBlocks.map((block) => block.type)).toEqual(['image', 'text', 'text']);
    expect(replies.claude?.notice).toBe(
      'claude-3-haiku-20240307 cannot read PDF files: it was given the name of paper.pdf only.',
    );
  });

  it('are named, with a notice, when their bytes are gone from storage', async () => {
    const alice = await fakes.signIn();
    const [id] = await uploadAll(alice, [png]);
    const first = await ask(alice, { message: 'What is this?', models: ['openai'], attachments: [id] });
    await fs.rm(path.join(ctx.config.dataDir, 'uploads', (await storageKeyOf(ctx.db, id ?? 0)) ?? 'none'));

    const second = await ask(alice, {
      message: 'Again?',
      models: ['openai'],
      conversationId: first.sent.conversationId,
    });

    const [note] = partsOf<OpenAiPart>(messagesOf<OpenAiMessage>(fakes.openai, 1)[0]);
    expect(note).toEqual({
      type: 'text',
      text: '[Attached file: photo.png. The file could not be read on the server, so only its name is given.]',
    });
    expect(second.replies.openai).toMatchObject({
      error: false,
      notice: 'photo.png could not be read on the server: gpt-4o was given its name only.',
    });
  });

  it('leave the thread in one line once the history budget has no room for them', async () => {
    const alice = await fakes.signIn();
    // A quarter of its size counts: about 100,000 characters, more than the whole history budget.
    const [id] = await uploadAll(alice, [
      { name: 'big.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(400_000, 32)]) },
    ]);
    const first = await ask(alice, { message: 'Read this', models: ['openai'], attachments: [id] });
    expect(partsOf<OpenAiPart>(messagesOf<OpenAiMessage>(fakes.openai, 0)[0])[0]?.type).toBe('file');

    await ask(alice, { message: 'Thanks', models: ['openai'], conversationId: first.sent.conversationId });

    const thread = messagesOf<OpenAiMessage>(fakes.openai, 1);
    expect(thread.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
    expect(partsOf<OpenAiPart>(thread[0])).toEqual([
      {
        type: 'text',
        text: "[File big.pdf was attached earlier; it is no longer part of this conversation's context.]",
      },
      { type: 'text', text: 'Read this' },
    ]);
    expect(JSON.stringify(thread)).not.toContain('"type":"file"');
  });
});

describe('a provider refusing a file', () => {
  it('becomes an error reply naming the file, not retried (OpenAI)', async () => {
    const alice = await fakes.signIn();
    const attachments = await uploadAll(alice, [png]);
    fakes.openai.queueFaults({
      kind: 'status',
      status: 400,
      body: {
        error: {
          message: 'You uploaded an unsupported image.',
          type: 'invalid_request_error',
          code: 'invalid_image_format',
        },
      },
    });

    const { replies } = await ask(alice, { message: 'What is this?', models: ['openai'], attachments });

    expect(replies.openai?.error).toBe(true);
    expect(replies.openai?.content).toMatch(
      /^OpenAI could not read photo\.png: You uploaded an unsupported image\. Try /,
    );
    expect(fakes.openai.requests).toHaveLength(1);
  });

  it('becomes an error reply naming the file, not retried (Claude)', async () => {
    const alice = await fakes.signIn();
    const attachments = await uploadAll(alice, [pdf]);
    fakes.anthropic.queueFaults({
      kind: 'status',
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'messages.0.content.0.pdf.source.base64.data: The PDF specified was not valid.',
        },
      },
    });

    const { replies } = await ask(alice, { message: 'Summarise', models: ['claude'], attachments });

    expect(replies.claude?.error).toBe(true);
    expect(replies.claude?.content).toContain('Claude could not read paper.pdf');
    expect(replies.claude?.content).toContain('Settings → Files');
    expect(fakes.anthropic.requests).toHaveLength(1);
  });
});
