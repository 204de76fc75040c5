import { describe, expect, it } from 'vitest';
import { SAMPLES, upload } from '#tests/helpers/attachments';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { signIn, useTestApp } from '#tests/helpers/test-app';

// A server without keys, alone on its database: a live worker beside it would take its jobs.
const ctx = useTestApp({ DEMO_REPLY_DELAY_MS: '0' });

describe('the demo stand-in', () => {
  it('answers a message with files, naming them', async () => {
    const alice = await signIn(ctx);
    const attachments = [
      await upload(alice, SAMPLES.png.name, SAMPLES.png.bytes),
      await upload(alice, SAMPLES.docx.name, SAMPLES.docx.bytes),
    ];

    const sent = await sendChat(alice, { message: 'Hello', models: ['claude'], attachments });
    const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);

    expect(reply?.content).toContain('The model would have been given photo.png and letter.docx.');
    expect(reply?.error).toBe(false);
  });
});
