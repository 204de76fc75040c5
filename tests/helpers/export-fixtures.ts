import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { insertAttachments } from '#server/db/queries/message-attachments';
import { conversations } from '#server/db/schema/conversations';
import { messages, type NewMessage } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import type { Contestant } from '#shared/api/contestants';
import { EXPORT_VERSION } from '#shared/api/exports';
import { SAMPLES, upload } from '#tests/helpers/attachments';
import { createConversation, createMessage, createProject } from '#tests/helpers/factories';
import type { SignedIn } from '#tests/helpers/test-app';

/** A reply as the worker stores one, with every figure an export must keep. */
export async function createReply(db: Database, values: Omit<NewMessage, 'content'> & { content?: string }) {
  const [row] = await db
    .insert(messages)
    .values({ content: `${values.sender} says`, side: values.sender === 'claude' ? 'b' : 'a', ...values })
    .returning();
  if (!row) throw new Error('no reply inserted');
  return row;
}

/**
 * An account with something of everything an export holds: a project with instructions and one
 * without conversations; a conversation in the project whose first question carries a file and has
 * two versions of OpenAI's reply and an error from Claude, then a stopped reply with a notice; a
 * conversation outside any project that asked Claude only; an empty conversation.
 */
export async function createRichAccount(db: Database, caller: SignedIn) {
  const userId = caller.user.id;
  const research = await createProject(db, userId, {
    name: 'Research',
    description: 'Reading for the thesis',
    instructions: 'Answer in British English.',
  });
  const empty = await createProject(db, userId, { name: 'Someday' });
  const inProject = await createConversation(db, userId, {
    title: 'Photosynthesis, explained',
    projectId: research.id,
  });
  const fileId = await upload(caller, SAMPLES.png.name, SAMPLES.png.bytes);
  const question = await createMessage(db, inProject.id, { content: 'What is in this picture? [File: photo.png]' });
  await insertAttachments(db, question.id, [fileId]);
  const first = await createReply(db, {
    conversationId: inProject.id,
    sender: 'openai',
    content: 'A **red** square.',
    model: 'gpt-4o',
    inputTokens: 120,
    outputTokens: 8,
    latencyMs: 900,
    firstTokenMs: 300,
    replyTo: question.id,
    active: false,
  });
  const error = await createReply(db, {
    conversationId: inProject.id,
    sender: 'claude',
    content: 'Claude could not answer: the API key was refused.',
    model: 'claude-3-7-sonnet-20250219',
    error: true,
    replyTo: question.id,
  });
  const followUp = await createMessage(db, inProject.id, { content: 'And in French?' });
  const stopped = await createReply(db, {
    conversationId: inProject.id,
    sender: 'openai',
    content: 'Un carré',
    model: 'gpt-4o',
    inputTokens: 140,
    outputTokens: 3,
    usageEstimated: true,
    stopped: true,
    notice: 'gpt-4o cannot read images: it was given the name of photo.png only.',
    replyTo: followUp.id,
  });
  // A regenerated version: a later id than the next turn, answering the first question.
  const second = await createReply(db, {
    conversationId: inProject.id,
    sender: 'openai',
    content: 'A single red pixel.',
    model: 'gpt-4o-mini',
    inputTokens: 118,
    outputTokens: 6,
    latencyMs: 700,
    firstTokenMs: 250,
    replyTo: question.id,
  });
  const outside = await createConversation(db, userId, { title: 'Ünïcödé “quotes” / slashes' });
  await db
    .update(conversations)
    .set({ providers: ['claude'] })
    .where(eq(conversations.id, outside.id));
  await createMessage(db, outside.id, { content: 'Is anyone there?' });
  const blank = await createConversation(db, userId, { title: 'New Conversation' });
  return { research, empty, inProject, outside, blank, question, first, second, error, followUp, stopped, fileId };
}

/** Sets what a send through `contestants` leaves on a conversation: its contestants and their connections. */
async function askedPair(db: Database, conversationId: number, contestants: Contestant[]) {
  const providers = contestants.map((contestant) => contestant.provider);
  await db.update(conversations).set({ contestants, providers }).where(eq(conversations.id, conversationId));
}

/**
 * Two conversations of a pair each, two turns apiece: Gemini (side a) against Claude (side b), whose
 * first side a reply was regenerated; and OpenAI against itself, gpt-4o on side a and gpt-4o-mini
 * on side b, each side's reply shown.
 */
export async function createPairAccount(db: Database, userId: number) {
  const mixed = await createConversation(db, userId, { title: 'Gemini or Claude' });
  await askedPair(db, mixed.id, [
    { provider: 'gemini', model: 'gemini-2.5-flash', temperature: 1.2, maxTokens: 2048 },
    { provider: 'claude', model: 'claude-sonnet-4-5', temperature: 0.4, maxTokens: 1024 },
  ]);
  const reply = (conversationId: number, replyTo: number, side: 'a' | 'b', sender: string, model: string) =>
    createReply(db, { conversationId, replyTo, side, sender, model, content: `${model} on side ${side}` });
  const mixedFirst = await createMessage(db, mixed.id, { content: 'Name a prime.' });
  const replaced = await reply(mixed.id, mixedFirst.id, 'a', 'gemini', 'gemini-2.5-flash');
  await reply(mixed.id, mixedFirst.id, 'b', 'claude', 'claude-sonnet-4-5');
  const mixedSecond = await createMessage(db, mixed.id, { content: 'Another?' });
  await reply(mixed.id, mixedSecond.id, 'a', 'gemini', 'gemini-2.5-flash');
  await reply(mixed.id, mixedSecond.id, 'b', 'claude', 'claude-sonnet-4-5');
  await db.update(messages).set({ active: false }).where(eq(messages.id, replaced.id));
  await reply(mixed.id, mixedFirst.id, 'a', 'gemini', 'gemini-2.5-pro');

  const same = await createConversation(db, userId, { title: 'Big or small' });
  await askedPair(db, same.id, [
    { provider: 'openai', model: 'gpt-4o', temperature: 0.7, maxTokens: 1024 },
    { provider: 'openai', model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 1024 },
  ]);
  const sameFirst = await createMessage(db, same.id, { content: 'Say hi.' });
  await reply(same.id, sameFirst.id, 'a', 'openai', 'gpt-4o');
  await reply(same.id, sameFirst.id, 'b', 'openai', 'gpt-4o-mini');
  const sameSecond = await createMessage(db, same.id, { content: 'Say bye.' });
  await reply(same.id, sameSecond.id, 'a', 'openai', 'gpt-4o');
  await reply(same.id, sameSecond.id, 'b', 'openai', 'gpt-4o-mini');
  return { mixed, same, sameSecond };
}

// Export files written by hand, as a person or another tool might: only what the schema requires (a
// reply without `side` is placed as a version 1 file's is).

export const exportMessage = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  sender: 'user',
  content: `Message ${id}`,
  createdAt: '2025-05-01T10:00:00.000Z',
  ...fields,
});

/** A conversation of a question and OpenAI's answer to it, unless `messages` says otherwise. */
export const exportConversation = (title: string, fields: Record<string, unknown> = {}) => ({
  title,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T11:00:00.000Z',
  messages: [exportMessage(1), exportMessage(2, { sender: 'openai', model: 'gpt-4o', replyTo: 1 })],
  ...fields,
});

export const exportFile = (fields: Record<string, unknown> = {}) => ({
  format: 'pairwise-export',
  version: EXPORT_VERSION,
  exportedAt: '2025-05-02T00:00:00.000Z',
  projects: [],
  conversations: [],
  ...fields,
});

/** How many projects, conversations and messages the user has: what an import may add to. */
export async function countsOf(db: Database, userId: number) {
  const own = await db.select().from(conversations).where(eq(conversations.userId, userId));
  const ids = own.map((row) => row.id);
  return {
    projects: (await db.select().from(projects).where(eq(projects.userId, userId))).length,
    conversations: own.length,
    messages: ids.length ? (await db.select().from(messages).where(inArray(messages.conversationId, ids))).length : 0,
  };
}
