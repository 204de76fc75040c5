import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findConversation, retitleFromFirstMessage } from '#server/db/queries/conversations';
import { conversations } from '#server/db/schema/conversations';
import { sendChat } from '#tests/helpers/chat';
import { createConversation, createMessage, createProject } from '#tests/helpers/factories';
import { signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

/** What the chat route does with a conversation once it has stored the message sent into it. */
async function firstMessage(userId: number, id: number, message: string) {
  const conversation = await findConversation(ctx.db, userId, id);
  if (!conversation) throw new Error('no such conversation');
  const stored = await createMessage(ctx.db, id, { content: message });
  await retitleFromFirstMessage(ctx.db, conversation, stored);
  return (await findConversation(ctx.db, userId, id))?.title;
}

describe('a conversation with an automatic title, on its first message', () => {
  it.each([
    ['New Chat', 'Chat Jan 5, 14:30'],
    ['a project page', 'New Conversation'],
  ])('from %s takes the message as its title', async (_from, title) => {
    const { user } = await signIn(ctx);
    const conversation = await createConversation(ctx.db, user.id, { title });
    expect(await firstMessage(user.id, conversation.id, 'How do tides work, and why twice a day?')).toBe(
      'How do tides work, and why twi...',
    );
  });

  it('from a project row ("{project} {date}") takes it too', async () => {
    const { user } = await signIn(ctx);
    const project = await createProject(ctx.db, user.id, { name: 'Garden  plans' });
    const conversation = await createConversation(ctx.db, user.id, {
      title: 'Garden plans Mar 12, 09:05',
      projectId: project.id,
    });
    expect(await firstMessage(user.id, conversation.id, 'Tomatoes')).toBe('Tomatoes');
  });

  it('keeps a title the person gave, and any title once it has messages', async () => {
    const { user } = await signIn(ctx);
    const named = await createConversation(ctx.db, user.id, { title: 'Holiday Jan 5, 14:30' });
    expect(await firstMessage(user.id, named.id, 'Hello')).toBe('Holiday Jan 5, 14:30');

    const used = await createConversation(ctx.db, user.id, { title: 'Chat Jan 5, 14:30' });
    await createMessage(ctx.db, used.id);
    expect(await firstMessage(user.id, used.id, 'Hello')).toBe('Chat Jan 5, 14:30');
  });

  it('is titled through a send by that message, and keeps the title on the next one', async () => {
    const signedIn = await signIn(ctx);
    const { user } = signedIn;
    const conversation = await createConversation(ctx.db, user.id, { title: 'Chat Jan 5, 14:30' });
    await sendChat(signedIn, { message: 'Why is the sky blue?', conversationId: conversation.id });
    expect((await findConversation(ctx.db, user.id, conversation.id))?.title).toBe('Why is the sky blue?');

    await ctx.db.update(conversations).set({ title: 'Chat Jan 6, 09:00' }).where(eq(conversations.id, conversation.id));
    await sendChat(signedIn, { message: 'And the sunset red?', conversationId: conversation.id });
    expect((await findConversation(ctx.db, user.id, conversation.id))?.title).toBe('Chat Jan 6, 09:00');
  });
});
