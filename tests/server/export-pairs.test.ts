import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildThread } from '#server/ai/prompt';
import { recentHistory } from '#server/db/queries/prompt-history';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { type ExportFile, exportFileSchema } from '#shared/api/exports';
import type { Message } from '#shared/api/messages';
import {
  countsOf,
  createPairAccount,
  exportConversation,
  exportFile,
  exportMessage,
} from '#tests/helpers/export-fixtures';
import { createConversation, createMessage } from '#tests/helpers/factories';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// Export and import of any pair (decision 038): sides, contestants and each side's thread survive.

const ctx = useTestApp();

const exportAll = async (caller: SignedIn) => {
  const response = await caller.call({ url: '/api/user/export' });
  expect(response.statusCode).toBe(200);
  return response.json() as ExportFile;
};
const importFile = (caller: SignedIn, payload: unknown) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload: payload as object });
const withoutDate = ({ exportedAt: _, ...rest }: ExportFile) => rest;
const conversationTitled = async (userId: number, title: string) => {
  const [row] = await ctx.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.title, title)));
  if (!row) throw new Error(`no conversation "${title}"`);
  return row;
};

describe('export of a pair', () => {
  it('writes each reply’s side and the conversation’s contestants; a same-connection pair names it twice', async () => {
    const alice = await signIn(ctx);
    const { same } = await createPairAccount(ctx.db, alice.user.id);

    const response = await alice.call({ url: `/api/conversations/${same.id}/export?format=json` });

    const file = exportFileSchema.parse(response.json());
    expect(file.version).toBe(5);
    const [conversation] = file.conversations;
    expect(conversation).toMatchObject({
      providers: ['openai', 'openai'],
      contestants: [
        { provider: 'openai', model: 'gpt-4o', temperature: 0.7, maxTokens: 1024 },
        { provider: 'openai', model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 1024 },
      ],
    });
    expect(
      conversation?.messages.map((message) => [message.sender, message.side, message.model, message.active]),
    ).toEqual([
      ['user', null, null, true],
      ['openai', 'a', 'gpt-4o', true],
      ['openai', 'b', 'gpt-4o-mini', true],
      ['user', null, null, true],
      ['openai', 'a', 'gpt-4o', true],
      ['openai', 'b', 'gpt-4o-mini', true],
    ]);
  });

  it('writes Markdown with a section per side, a then b, headed by the connection’s label and model', async () => {
    const alice = await signIn(ctx);
    const { mixed, same } = await createPairAccount(ctx.db, alice.user.id);
    const markdown = async (id: number) =>
      (await alice.call({ url: `/api/conversations/${id}/export?format=markdown` })).body;

    const sameTurns = (await markdown(same.id)).split(/^## Turn \d+$/m).slice(1);
    expect(sameTurns).toHaveLength(2);
    for (const turn of sameTurns) {
      expect(turn.match(/^### .*$/gm)).toEqual(['### OpenAI · gpt-4o', '### OpenAI · gpt-4o-mini']);
      expect(turn).toContain('### OpenAI · gpt-4o\n\ngpt-4o on side a');
      expect(turn).toContain('### OpenAI · gpt-4o-mini\n\ngpt-4o-mini on side b');
    }
    const [first = ''] = (await markdown(mixed.id)).split(/^## Turn \d+$/m).slice(1);
    expect(first.match(/^### .*$/gm)).toEqual(['### Gemini · gemini-2.5-pro', '### Claude · claude-sonnet-4-5']);
    expect(first).toContain('_Version 2 of 2, the one shown.');
  });

  it('names a connection this server does not have by its id', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id, { title: 'Local' });
    await createMessage(ctx.db, conversation.id, { content: 'Hello?' });
    await createMessage(ctx.db, conversation.id, { sender: 'local-llama', side: 'b', content: 'Hi from afar.' });

    const response = await alice.call({ url: `/api/conversations/${conversation.id}/export?format=markdown` });

    expect(response.body).toContain('### local-llama\n\nHi from afar.');
  });
});

describe('import of a pair', () => {
  it('round trip keeps sides, contestants and each side’s thread', async () => {
    const alice = await signIn(ctx);
    await createPairAccount(ctx.db, alice.user.id);
    const exported = await exportAll(alice);
    const bob = await signIn(ctx);

    const response = await importFile(bob, exported);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ conversations: 2, messages: 13 });
    expect(withoutDate(await exportAll(bob))).toEqual(withoutDate(exported));
    const same = await conversationTitled(bob.user.id, 'Big or small');
    expect(same.contestants?.map((contestant) => contestant.model)).toEqual(['gpt-4o', 'gpt-4o-mini']);
    const thread = (await bob.call({ url: `/api/conversations/${same.id}` })).json() as Message[];
    const lastQuestion = thread.filter((message) => message.sender === 'user').at(-1);
    expect(thread.filter((message) => message.replyTo === lastQuestion?.id).map((m) => [m.side, m.model])).toEqual([
      ['a', 'gpt-4o'],
      ['b', 'gpt-4o-mini'],
    ]);
    // Each side goes on with its own replies, though one connection answered both.
    const history = await recentHistory(ctx.db, same.id, lastQuestion?.id ?? 0);
    for (const side of ['a', 'b'] as const) {
      const own = side === 'a' ? 'gpt-4o on side a' : 'gpt-4o-mini on side b';
      expect(buildThread(history, side, lastQuestion?.id ?? 0).map((turn) => turn.content)).toEqual([
        'Say hi.',
        own,
        'Say bye.',
      ]);
    }
    const mixed = await conversationTitled(bob.user.id, 'Gemini or Claude');
    expect(mixed.contestants?.map((contestant) => contestant.provider)).toEqual(['gemini', 'claude']);
    const mixedReplies = await ctx.db
      .select({ sender: messages.sender, side: messages.side, model: messages.model, active: messages.active })
      .from(messages)
      .where(and(eq(messages.conversationId, mixed.id), eq(messages.side, 'a')))
      .orderBy(messages.id);
    expect(mixedReplies).toEqual([
      { sender: 'gemini', side: 'a', model: 'gemini-2.5-flash', active: false },
      { sender: 'gemini', side: 'a', model: 'gemini-2.5-flash', active: true },
      { sender: 'gemini', side: 'a', model: 'gemini-2.5-pro', active: true },
    ]);
  });

  it('reads a version 1 file: replies placed on SPEC’s sides, no contestants', async () => {
    const bob = await signIn(ctx);
    const oldMessages = [
      exportMessage(1),
      exportMessage(2, { sender: 'openai', model: 'gpt-4o', replyTo: 1 }),
      exportMessage(3, { sender: 'claude', model: 'claude-3-7-sonnet-20250219', replyTo: 1 }),
    ];
    const file = exportFile({
      version: 1,
      conversations: [exportConversation('Old', { providers: ['openai', 'claude'], messages: oldMessages })],
    });

    const response = await importFile(bob, file);

    expect(response.statusCode, response.body).toBe(201);
    const old = await conversationTitled(bob.user.id, 'Old');
    expect(old).toMatchObject({ providers: ['openai', 'claude'], contestants: null });
    const rows = await ctx.db
      .select({ sender: messages.sender, side: messages.side })
      .from(messages)
      .where(eq(messages.conversationId, old.id))
      .orderBy(messages.id);
    expect(rows).toEqual([
      { sender: 'user', side: null },
      { sender: 'openai', side: 'a' },
      { sender: 'claude', side: 'b' },
    ]);
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 1, messages: 3 });
  });
});
