import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replyVotes } from '#server/db/schema/reply-votes';
import { turnJudgements } from '#server/db/schema/turn-judgements';
import { type ExportFile, exportFileSchema } from '#shared/api/exports';
import { JUDGE_REASON_MAX } from '#shared/api/judgements';
import { countsOf, exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { EXPORT_V2_FILE } from '#tests/helpers/export-v2-file';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// An import reads files from before finish reasons, votes and verdicts as ever, leaves out empty
// conversations, and refuses votes and verdicts that do not fit their conversation.

const ctx = useTestApp();

const importFile = (caller: SignedIn, payload: string | object) =>
  caller.call({
    method: 'POST',
    url: '/api/user/import',
    payload,
    headers: { 'content-type': 'application/json' },
  });
const exportAll = async (caller: SignedIn) => (await caller.call({ url: '/api/user/export' })).json() as ExportFile;

/** Nothing of the user's at all: no rows, and no vote or verdict either. */
async function expectNothingStored(userId: number) {
  expect(await countsOf(ctx.db, userId)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  expect(await ctx.db.select().from(replyVotes).where(eq(replyVotes.userId, userId))).toEqual([]);
  expect(await ctx.db.select().from(turnJudgements).where(eq(turnJudgements.userId, userId))).toEqual([]);
}

describe('POST /api/user/import: files from before version 3', () => {
  it('reads a version 2 file as it was written: no finish reason, vote or verdict, its empty conversation left out', async () => {
    const bob = await signIn(ctx);

    const response = await importFile(bob, EXPORT_V2_FILE);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ projects: 2, conversations: 2, messages: 12, renamedProjects: 0 });
    const old = JSON.parse(EXPORT_V2_FILE) as ExportFile;
    const { exportedAt: _, ...again } = await exportAll(bob);
    expect(again).toEqual({
      format: 'pairwise-export',
      version: 5,
      projects: old.projects,
      conversations: old.conversations
        .filter((conversation) => conversation.messages.length > 0)
        .map((conversation) => ({
          ...conversation,
          // One line, as every conversation was before branches: each question follows the one before it.
          messages: conversation.messages.map((message, index, all) => ({
            ...message,
            finishReason: null,
            fused: null,
            ...(message.sender === 'user' && {
              parentId: all.slice(0, index).findLast((earlier) => earlier.sender === 'user')?.id ?? null,
            }),
          })),
          votes: [],
          judgements: [],
        })),
    });
  });

  it('leaves out a conversation without messages, counting it nowhere', async () => {
    const bob = await signIn(ctx);
    const file = exportFile({
      conversations: [exportConversation('Empty', { messages: [] }), exportConversation('Said')],
    });

    const response = await importFile(bob, file);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ conversations: 1, messages: 2 });
    expect((await exportAll(bob)).conversations.map((conversation) => conversation.title)).toEqual(['Said']);
  });
});

// A question answered on both sides, then another answered on side a alone.
const messages = [
  exportMessage(1),
  exportMessage(2, { sender: 'openai', side: 'a', replyTo: 1, finishReason: 'stop' }),
  exportMessage(3, { sender: 'claude', side: 'b', replyTo: 1, finishReason: 'length' }),
  exportMessage(4),
  exportMessage(5, { sender: 'openai', side: 'a', replyTo: 4 }),
];
const vote = (fields: Record<string, unknown> = {}) => ({
  messageId: 1,
  choice: 'left',
  left: { provider: 'openai', model: 'gpt-4o' },
  right: { provider: 'claude', model: 'claude-sonnet-4-5' },
  leftReplyId: 2,
  rightReplyId: 3,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  ...fields,
});
const judgement = (fields: Record<string, unknown> = {}) => ({
  messageId: 1,
  judge: { provider: 'gemini', model: 'gemini-2.5-pro' },
  verdict: 'left',
  choices: ['left', 'left'],
  reason: 'Clearer.',
  leftReplyId: 2,
  rightReplyId: 3,
  createdAt: '2025-05-01T10:00:00.000Z',
  ...fields,
});
const judged = (fields: Record<string, unknown>) =>
  exportFile({ conversations: [exportConversation('Judged', { messages, ...fields })] });

describe('POST /api/user/import: votes and verdicts it refuses', () => {
  it('takes what fits: a vote and a verdict on each turn, judged versions named or not', async () => {
    const bob = await signIn(ctx);
    const file = judged({
      votes: [vote(), vote({ messageId: 4, choice: 'tie', blind: true, leftReplyId: 5, rightReplyId: null })],
      judgements: [judgement(), judgement({ messageId: 4, leftReplyId: null, rightReplyId: null })],
    });

    const response = await importFile(bob, file);

    expect(response.statusCode, response.body).toBe(201);
    const [conversation] = (await exportAll(bob)).conversations;
    const [expected] = exportFileSchema.parse(file).conversations;
    expect(conversation).toEqual(expected);
  });

  it.each([
    [
      'a finish reason on a message of yours',
      judged({ messages: [exportMessage(1, { finishReason: 'stop' })] }),
      'conversations[0].messages[0].finishReason: Your own messages have no finish reason',
    ],
    [
      'a finish reason it does not know',
      judged({ messages: [exportMessage(1), exportMessage(2, { sender: 'openai', replyTo: 1, finishReason: 'end' })] }),
      'conversations[0].messages[1].finishReason: Invalid option: expected one of "stop"|"length"|"content-filter"|"other"',
    ],
    [
      'a vote on a reply',
      judged({ votes: [vote({ messageId: 2 })] }),
      'conversations[0].votes[0].messageId: Expected the id of a message of yours in this conversation, got 2',
    ],
    [
      'a vote on a message the conversation does not have',
      judged({ votes: [vote({ messageId: 9 })] }),
      'conversations[0].votes[0].messageId: Expected the id of a message of yours in this conversation, got 9',
    ],
    [
      'two votes on one turn',
      judged({ votes: [vote(), vote({ choice: 'tie' })] }),
      'conversations[0].votes[1].messageId: Another vote is already on message 1',
    ],
    [
      'a vote naming side b’s reply as side a’s',
      judged({ votes: [vote({ leftReplyId: 3 })] }),
      'conversations[0].votes[0].leftReplyId: Expected the id of a reply to message 1 on side "a", got 3',
    ],
    [
      'a vote of a choice it does not know',
      judged({ votes: [vote({ choice: 'both-good' })] }),
      'conversations[0].votes[0].choice: Invalid option: expected one of "left"|"right"|"tie"|"both-bad"',
    ],
    [
      'votes that are not a list',
      judged({ votes: 'none' }),
      'conversations[0].votes: Invalid input: expected array, received string',
    ],
    [
      'a verdict naming a reply of another turn',
      judged({ judgements: [judgement({ messageId: 4, leftReplyId: 2, rightReplyId: null })] }),
      'conversations[0].judgements[0].leftReplyId: Expected the id of a reply to message 4 on side "a", got 2',
    ],
    [
      'two verdicts on one turn',
      judged({ judgements: [judgement(), judgement()] }),
      'conversations[0].judgements[1].messageId: Another verdict is already on message 1',
    ],
    [
      'a verdict it does not know',
      judged({ judgements: [judgement({ verdict: 'both' })] }),
      'conversations[0].judgements[0].verdict: Invalid option: expected one of "left"|"right"|"tie"|"no-clear-winner"',
    ],
    [
      'a verdict of one asking',
      judged({ judgements: [judgement({ choices: ['left'] })] }),
      'conversations[0].judgements[0].choices: Too small: expected array to have >=2 items',
    ],
    [
      'a judge that is not a connection id',
      judged({ judgements: [judgement({ judge: { provider: 'Gemini Pro', model: 'gemini-2.5-pro' } })] }),
      'conversations[0].judgements[0].judge.provider: Expected a connection id',
    ],
    [
      'a reason longer than a judge’s',
      judged({ judgements: [judgement({ reason: 'r'.repeat(JUDGE_REASON_MAX + 1) })] }),
      'conversations[0].judgements[0].reason: Too big: expected string to have <=2000 characters',
    ],
    [
      'more quotes than a judge keeps',
      judged({ judgements: [judgement({ quotes: ['a', 'b', 'c', 'd', 'e'] })] }),
      'conversations[0].judgements[0].quotes: Too big: expected array to have <=4 items',
    ],
    [
      'a verdict with fields of its own',
      judged({ judgements: [judgement({ counted: true })] }),
      'conversations[0].judgements[0]: Unrecognized key: "counted"',
    ],
  ])('refuses %s, saying where, and stores nothing', async (_case, payload, message) => {
    const bob = await signIn(ctx);

    const response = await importFile(bob, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message });
    await expectNothingStored(bob.user.id);
  });
});
