import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '#shared/api/chat';
import { id, text } from '#shared/api/common';
import { senderSchema } from '#shared/api/messages';
import { providerSchema } from '#shared/api/users';
import {
  CONVERSATION_TITLE_MAX_LENGTH,
  DEFAULT_CONVERSATION_TITLE,
  MAX_ATTACHMENTS_PER_MESSAGE,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_INSTRUCTIONS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '#shared/constants';
import { NOT_AN_EXPORT_FILE_MESSAGE } from '#shared/errors';
import { stripFormatCharacters } from '#shared/strip-format-characters';

/**
 * The export file (decision 023): what GET /api/conversations/{id}/export?format=json and
 * GET /api/user/export write, and what POST /api/user/import reads back. Ids in it are the file's
 * own, numbered from 1: a conversation names its project by `projectId`, a reply the message it
 * answers by `replyTo`, both within the file.
 */
export const EXPORT_FORMAT = 'pairwise-export';
export const EXPORT_VERSION = 1;
/**
 * The largest file the import takes. An export of an account filling the default message storage
 * (MESSAGE_STORAGE_MB, 20 MB: 9,500 messages of ordinary length) measured 20.6 MB; this leaves room
 * for text with more to escape. A larger quota is imported in several files.
 */
export const IMPORT_MAX_BYTES = 24 * 1024 * 1024;

export const exportFormatSchema = z.enum(['markdown', 'json']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const conversationExportQuery = z.object({ format: exportFormatSchema });

const MAX_INTEGER = 2_147_483_647;
const count = z.number().int().min(0).max(MAX_INTEGER);

// ISO 8601 with an offset, within the years both PostgreSQL and a four-digit ISO year can say.
const time = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'Expected a date between the years 1 and 9999');

/**
 * A reply's text, at most: far past what MAX_TOKENS_RANGE.max (4,096 tokens) makes of ordinary
 * text. Chat caps a user's message at MESSAGE_MAX_LENGTH; nothing else bounds a reply.
 */
export const REPLY_MAX_LENGTH = 100_000;
/** A reply's notice names the files its model did not get whole: a line, even with many files. */
export const NOTICE_MAX_LENGTH = 20_000;

const formatted = (limit: number) => limit.toLocaleString('en-US');

/**
 * A name or title, shown on one line: without the format and control characters that make it read
 * as another. One of nothing else (a title of a single U+200B) becomes `fallback`: an export imports.
 */
const oneLine = (max: number, fallback: string) =>
  text()
    .trim()
    .min(1)
    .max(max)
    .overwrite((value) => stripFormatCharacters(value).trim() || fallback);

/** A file sent with a user message: named and described; its bytes are not in the export. */
export const exportedAttachmentSchema = z.strictObject({
  name: oneLine(255, 'file'),
  type: oneLine(255, 'application/octet-stream'),
  size: count,
});
export type ExportedAttachment = z.infer<typeof exportedAttachmentSchema>;

export const exportedMessageSchema = z
  .strictObject({
    id,
    sender: senderSchema,
    content: text(),
    createdAt: time,
    /** Replies: the model that answered. */
    model: text().max(200).overwrite(stripFormatCharacters).nullable().default(null),
    error: z.boolean().default(false),
    inputTokens: count.nullable().default(null),
    outputTokens: count.nullable().default(null),
    latencyMs: count.nullable().default(null),
    firstTokenMs: count.nullable().default(null),
    stopped: z.boolean().default(false),
    usageEstimated: z.boolean().default(false),
    notice: text().max(NOTICE_MAX_LENGTH).nullable().default(null),
    /** Replies: the `id` of the user message they answer, earlier in the same conversation. */
    replyTo: id.nullable().default(null),
    /** Replies: the version shown; the others are earlier or later versions of the same answer. */
    active: z.boolean().default(true),
    attachments: z.array(exportedAttachmentSchema).max(MAX_ATTACHMENTS_PER_MESSAGE).default([]),
  })
  // As long as its own route lets it be: a user's message as chat takes it, a reply within REPLY_MAX_LENGTH.
  .superRefine((message, ctx) => {
    const [limit, whose] =
      message.sender === 'user' ? [MESSAGE_MAX_LENGTH, 'a message of yours'] : [REPLY_MAX_LENGTH, 'a reply'];
    if (message.content.length <= limit) return;
    ctx.addIssue({
      code: 'custom',
      path: ['content'],
      message: `Too long: ${whose} has at most ${formatted(limit)} characters`,
    });
  });
export type ExportedMessage = z.infer<typeof exportedMessageSchema>;

type Messages = z.infer<typeof exportedMessageSchema>[];

/** What the columns cannot say: references inside the conversation, and which messages carry what. */
function checkMessages(messages: Messages, ctx: z.RefinementCtx) {
  const senders = new Map<number, string>();
  const shown = new Set<string>();
  messages.forEach((message, index) => {
    const issue = (field: string, text: string) =>
      ctx.addIssue({ code: 'custom', path: [index, field], message: text });
    if (senders.has(message.id)) issue('id', `Another message of this conversation already has id ${message.id}`);
    const isReply = message.sender !== 'user';
    if (!isReply && message.replyTo !== null) issue('replyTo', "Only a model's reply answers another message");
    if (message.replyTo !== null && isReply && senders.get(message.replyTo) !== 'user') {
      issue('replyTo', `Expected the id of an earlier message from the user, got ${message.replyTo}`);
    }
    if (isReply && message.attachments.length > 0) issue('attachments', 'Only your own messages carry files');
    const version = `${message.replyTo}:${message.sender}`;
    if (isReply && message.replyTo !== null && message.active) {
      if (shown.has(version)) issue('active', 'Another version of this reply is already the one shown');
      shown.add(version);
    }
    senders.set(message.id, message.sender);
  });
}

export const exportedConversationSchema = z.strictObject({
  title: oneLine(CONVERSATION_TITLE_MAX_LENGTH, DEFAULT_CONVERSATION_TITLE),
  /** The `id` of its project in this file, or null. */
  projectId: id.nullable().default(null),
  /** The providers its last message asked. */
  providers: z
    .array(providerSchema)
    .max(2)
    .refine((list) => new Set(list).size === list.length, 'A provider is named twice')
    .nullable()
    .default(null),
  createdAt: time,
  updatedAt: time,
  messages: z.array(exportedMessageSchema).superRefine(checkMessages),
});
export type ExportedConversation = z.infer<typeof exportedConversationSchema>;

export const exportedProjectSchema = z.strictObject({
  id,
  name: oneLine(PROJECT_NAME_MAX_LENGTH, 'Project'),
  description: text().trim().max(PROJECT_DESCRIPTION_MAX_LENGTH).default(''),
  instructions: text().trim().max(PROJECT_INSTRUCTIONS_MAX_LENGTH).default(''),
  createdAt: time,
  updatedAt: time,
});
export type ExportedProject = z.infer<typeof exportedProjectSchema>;

export const exportFileSchema = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT, { error: NOT_AN_EXPORT_FILE_MESSAGE }),
    version: z.literal(EXPORT_VERSION, {
      error: `This file's version is not one this server reads (it reads version ${EXPORT_VERSION})`,
    }),
    exportedAt: time,
    projects: z.array(exportedProjectSchema),
    conversations: z.array(exportedConversationSchema),
  })
  .superRefine((file, ctx) => {
    const projectIds = new Set<number>();
    file.projects.forEach((project, index) => {
      if (projectIds.has(project.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['projects', index, 'id'],
          message: `Another project has id ${project.id}`,
        });
      }
      projectIds.add(project.id);
    });
    file.conversations.forEach((conversation, index) => {
      if (conversation.projectId !== null && !projectIds.has(conversation.projectId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['conversations', index, 'projectId'],
          message: `No project in this file has id ${conversation.projectId}`,
        });
      }
    });
  });
export type ExportFile = z.infer<typeof exportFileSchema>;

/** POST /api/user/import: what was created, all of it new. */
export const importResponse = z.object({
  projects: count,
  conversations: count,
  messages: count,
  /** Projects named "… (imported)" because the account already had one of that name. */
  renamedProjects: count,
});
export type ImportResult = z.infer<typeof importResponse>;
