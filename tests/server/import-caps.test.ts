import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import { MESSAGE_MAX_LENGTH } from '#shared/api/chat';
import { NOTICE_MAX_LENGTH, REPLY_MAX_LENGTH } from '#shared/api/exported-conversations';
import { countsOf, exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// An imported field is held to what its own route allows, and names come without format characters.

const ctx = useTestApp();

const importFile = (caller: SignedIn, payload: object) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload });

/** A question, a reply, a question, then `last` as the fourth message. */
const withFourthMessage = (last: Record<string, unknown>) =>
  exportFile({
    conversations: [
      exportConversation('Long', {
        messages: [
          exportMessage(1),
          exportMessage(2, { sender: 'openai', replyTo: 1 }),
          exportMessage(3),
          exportMessage(4, last),
        ],
      }),
    ],
  });

/** Text of `length` characters in as many different words as fit: the most a search index makes of it. */
function distinctWords(length: number): string {
  let text = '';
  for (let n = 0; text.length < length; n++) text += `${n.toString(36)} `;
  return text.slice(0, length);
}

describe('POST /api/user/import: the size of each field', () => {
  it.each([
    [
      'a message of yours longer than a chat message',
      { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'conversations[0].messages[3].content: Too long: a message of yours has at most 32,000 characters',
    ],
    [
      'a reply longer than any reply',
      { sender: 'claude', replyTo: 3, content: 'x'.repeat(REPLY_MAX_LENGTH + 1) },
      'conversations[0].messages[3].content: Too long: a reply has at most 100,000 characters',
    ],
    [
      'a 360,000-character message',
      { content: 'x'.repeat(360_000) },
      'conversations[0].messages[3].content: Too long: a message of yours has at most 32,000 characters',
    ],
    [
      'a notice longer than any notice',
      { sender: 'claude', replyTo: 3, notice: 'n'.repeat(NOTICE_MAX_LENGTH + 1) },
      'conversations[0].messages[3].notice: Too big: expected string to have <=20000 characters',
    ],
  ])('refuses %s, naming it, and imports nothing', async (_case, last, message) => {
    const bob = await signIn(ctx);
    const response = await importFile(bob, withFourthMessage(last));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });

  it('takes a message and a reply of the largest sizes, which the search index can hold', async () => {
    const bob = await signIn(ctx);
    const file = exportFile({
      conversations: [
        exportConversation('At the limits', {
          messages: [
            exportMessage(1, { content: distinctWords(MESSAGE_MAX_LENGTH) }),
            exportMessage(2, { sender: 'openai', replyTo: 1, content: distinctWords(REPLY_MAX_LENGTH) }),
          ],
        }),
      ],
    });
    const response = await importFile(bob, file);
    expect(response.statusCode, response.body).toBe(201);
    const search = await bob.call({ url: '/api/search?q=zz' });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().results).toHaveLength(1);
  });
});

describe('POST /api/user/import: names and titles', () => {
  it('drops bidirectional controls and other format characters from them, never from messages', async () => {
    const bob = await signIn(ctx);
    const content = 'Keep\u202E this\n\tas written\u200B';
    const file = exportFile({
      projects: [
        { id: 1, name: 'Re\u202Esearch\u0007', createdAt: '2025-05-01T10:00:00Z', updatedAt: '2025-05-01T10:00:00Z' },
      ],
      conversations: [
        exportConversation('Invoice\u202Efdp.exe\u2066', {
          projectId: 1,
          messages: [
            exportMessage(1, { content, attachments: [{ name: 'cv\u202Efdp.exe', type: 'image/\u200Bpng', size: 3 }] }),
            exportMessage(2, { sender: 'openai', replyTo: 1, model: 'gpt\u202E-4o', content }),
          ],
        }),
      ],
    });

    const response = await importFile(bob, file);

    expect(response.statusCode, response.body).toBe(201);
    const [project] = await ctx.db.select().from(projects).where(eq(projects.userId, bob.user.id));
    expect(project?.name).toBe('Research');
    const [conversation] = await ctx.db.select().from(conversations).where(eq(conversations.userId, bob.user.id));
    expect(conversation?.title).toBe('Invoicefdp.exe');
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation?.id ?? 0))
      .orderBy(messages.id);
    expect(rows.map((row) => row.content)).toEqual([content, content]);
    expect(rows[0]?.importedAttachments).toEqual([{ name: 'cvfdp.exe', type: 'image/png', size: 3 }]);
    expect(rows[1]?.model).toBe('gpt-4o');
  });
});
