import { describe, expect, it } from 'vitest';
import type { AnthropicBlock, AnthropicTurn } from '#tests/fakes/anthropic';
import type { OpenAiMessage, OpenAiPart } from '#tests/fakes/openai';
import { DOCX_TEXT, SAMPLES, upload } from '#tests/helpers/attachments';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { useTestApp } from '#tests/helpers/test-app';
import { bombDocxBytes } from '#tests/helpers/upload-fixtures';

// A Word document that unpacks to far more than a document needs, sent with a message (decision 033).

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx);

const tooLargeNote =
  '[Attached file: report.docx. The document is too large to read on the server, so only its name is given.]';

const firstTurn = <T>(turns: unknown): T[] => {
  const [turn] = turns as { content: string | T[] }[];
  if (!turn || typeof turn.content === 'string') throw new Error('the turn has no content parts');
  return turn.content;
};

async function askAbout(bomb: Buffer) {
  const alice = await fakes.signIn();
  const attachments = [
    await upload(alice, 'report.docx', bomb),
    await upload(alice, SAMPLES.docx.name, SAMPLES.docx.bytes),
  ];
  const sent = await sendChat(alice, { message: 'Compare these', models: ['openai', 'claude'], attachments });
  const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 2);
  return Object.fromEntries(replies.map((reply) => [reply.sender, reply]));
}

describe('a Word document bomb sent with a message', () => {
  it('reaches each model as a note, and each reply says why, while a normal document still goes as text', async () => {
    const replies = await askAbout(bombDocxBytes(20));

    expect(firstTurn<OpenAiPart>(fakes.openai.requests[0]?.body.messages as OpenAiMessage[])).toEqual([
      { type: 'text', text: tooLargeNote },
      { type: 'text', text: expect.stringContaining(DOCX_TEXT) },
      { type: 'text', text: 'Compare these' },
    ]);
    const [note, letter] = firstTurn<AnthropicBlock>(fakes.anthropic.requests[0]?.body.messages as AnthropicTurn[]);
    expect(note).toEqual({ type: 'text', text: tooLargeNote });
    expect(letter).toMatchObject({ type: 'document', title: 'letter.docx', source: { data: DOCX_TEXT } });
    for (const reply of [replies.openai, replies.claude]) {
      expect(reply).toMatchObject({
        error: false,
        notice: `report.docx is too large to read: ${reply?.model} was given its name only.`,
      });
    }
  });

  it('is stopped by the bytes it unpacks to when its zip claims them to be few', async () => {
    // Declaring 1 KB, it passes the upload's check of declared sizes whatever it really holds.
    const replies = await askAbout(bombDocxBytes(20, 1_000));

    expect(firstTurn<OpenAiPart>(fakes.openai.requests[0]?.body.messages as OpenAiMessage[])[0]).toEqual({
      type: 'text',
      text: tooLargeNote,
    });
    expect(replies.openai?.notice).toBe(
      `report.docx is too large to read: ${replies.openai?.model} was given its name only.`,
    );
  });
});
