import type { Database } from '#server/db/database';
import type { NewMessage } from '#server/db/schema/messages';
import { replyVotes } from '#server/db/schema/reply-votes';
import { turnJudgements } from '#server/db/schema/turn-judgements';
import type { Side } from '#shared/sides';
import { createReply } from '#tests/helpers/export-fixtures';
import { createConversation, createMessage } from '#tests/helpers/factories';

/**
 * A conversation judged both ways, with every way a reply ends. Turn 1: OpenAI's reply cut off by
 * its token limit, then regenerated (the version shown), and Claude's, ended for a reason of its
 * provider's own; a blind vote on the cut-off version (so withdrawn), and a judge who read the
 * regenerated one and found no clear winner. Turn 2: OpenAI's reply stopped by the content filter
 * and Claude's cut off; a vote of both bad whose side b reply an edit removed, and a judge who
 * picked side b.
 */
export async function createJudgedConversation(db: Database, userId: number) {
  const conversation = await createConversation(db, userId, { title: 'Tides' });
  const reply = (replyTo: number, side: Side, values: Partial<NewMessage>) =>
    createReply(db, {
      conversationId: conversation.id,
      replyTo,
      side,
      sender: side === 'a' ? 'openai' : 'claude',
      model: side === 'a' ? 'gpt-4o' : 'claude-sonnet-4-5',
      finishReason: 'stop',
      ...values,
    });
  const first = await createMessage(db, conversation.id, { content: 'Why are there two tides a day?' });
  const cutOff = await reply(first.id, 'a', {
    content: 'The moon pulls the',
    finishReason: 'length',
    notice: 'Cut off: the reply reached its limit of 16 tokens.',
    active: false,
  });
  const claude = await reply(first.id, 'b', { content: 'Two bulges of water.', finishReason: 'other' });
  const regenerated = await reply(first.id, 'a', { content: 'The moon pulls the oceans into two bulges.' });
  const second = await createMessage(db, conversation.id, { content: 'And spring tides?' });
  const filtered = await reply(second.id, 'a', { content: 'I cannot', finishReason: 'content-filter' });
  const cutShort = await reply(second.id, 'b', { content: 'When sun and moon', finishReason: 'length' });

  const models = {
    leftProvider: 'openai',
    leftModel: 'gpt-4o',
    rightProvider: 'claude',
    rightModel: 'claude-sonnet-4-5',
  };
  await db.insert(replyVotes).values([
    {
      userId,
      messageId: first.id,
      choice: 'left',
      blind: true,
      ...models,
      leftReplyId: cutOff.id,
      rightReplyId: claude.id,
      createdAt: new Date('2025-05-01T10:05:00.000Z'),
      updatedAt: new Date('2025-05-01T10:06:00.000Z'),
    },
    { userId, messageId: second.id, choice: 'both-bad', ...models, leftReplyId: filtered.id, rightReplyId: null },
  ]);
  await db.insert(turnJudgements).values([
    {
      userId,
      messageId: first.id,
      judgeProvider: 'gemini',
      judgeModel: 'gemini-2.5-pro',
      leftReplyId: regenerated.id,
      rightReplyId: claude.id,
      verdict: 'no-clear-winner',
      choices: ['left', 'right'],
      reason: 'Both name the moon; neither explains the second bulge well.',
      quotes: ['The moon pulls the oceans', 'Two bulges\nof water.'],
      createdAt: new Date('2025-05-01T10:07:00.000Z'),
    },
    {
      userId,
      messageId: second.id,
      judgeProvider: 'openai',
      judgeModel: 'gpt-4o-mini',
      leftReplyId: filtered.id,
      rightReplyId: cutShort.id,
      verdict: 'right',
      choices: ['right', 'tie'],
      reason: '',
      quotes: [],
    },
  ]);
  return { conversation, first, cutOff, claude, regenerated, second, filtered, cutShort };
}
