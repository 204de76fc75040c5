import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '#shared/api/chat';
import { connectionId, id, text } from '#shared/api/common';
import { contestantSchema, differentModels, SAME_MODEL_TWICE } from '#shared/api/contestants';
import { count, modelName, oneLine, time } from '#shared/api/export-values';
import { checkVerdicts, exportedJudgementSchema, exportedVoteSchema } from '#shared/api/exported-verdicts';
import {
  CONVERSATION_TITLE_MAX_LENGTH,
  DEFAULT_CONVERSATION_TITLE,
  MAX_ATTACHMENTS_PER_MESSAGE,
} from '#shared/constants';
import { FINISH_REASONS } from '#shared/finish-reasons';
import { sideOfSender } from '#shared/models';
import { SIDES } from '#shared/sides';
import { stripFormatCharacters } from '#shared/strip-format-characters';

// A conversation of the export file (src/shared/api/exports.ts, decision 023): its messages,
// contestants, votes and judges' verdicts.

/**
 * A reply's text, at most: far past what MAX_TOKENS_RANGE.max (4,096 tokens) makes of ordinary
 * text. Chat caps a user's message at MESSAGE_MAX_LENGTH; nothing else bounds a reply.
 */
export const REPLY_MAX_LENGTH = 100_000;
/** A reply's notice names the files its model did not get whole: a line, even with many files. */
export const NOTICE_MAX_LENGTH = 20_000;

const formatted = (limit: number) => limit.toLocaleString('en-US');

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
    /** 'user', or the id of the connection that answered ('user' is a slug no connection may take). */
    sender: connectionId,
    /**
     * Replies: the side they answer for, a (left) or b (right); null on the user's and on a fused
     * reply. Left out: as in version 1.
     */
    side: z.enum(SIDES).nullable().optional(),
    content: text(),
    createdAt: time,
    /** Replies: the model that answered. */
    model: modelName.nullable().default(null),
    error: z.boolean().default(false),
    inputTokens: count.nullable().default(null),
    outputTokens: count.nullable().default(null),
    latencyMs: count.nullable().default(null),
    firstTokenMs: count.nullable().default(null),
    stopped: z.boolean().default(false),
    usageEstimated: z.boolean().default(false),
    notice: text().max(NOTICE_MAX_LENGTH).nullable().default(null),
    /** Replies: why the model ended (decision 041); null on the user's, an error, a stop, and before version 3. */
    finishReason: z.enum(FINISH_REASONS).nullable().default(null),
    /** Replies: the `id` of the user message they answer, earlier in the same conversation. */
    replyTo: id.nullable().default(null),
    /**
     * The version shown: of a reply, among the versions of the same answer; of a user message, among
     * the versions of the same question (those with its `parentId`).
     */
    active: z.boolean().default(true),
    /**
     * User messages (decision 055, version 5): the `id` of the user message it follows on its branch,
     * earlier in the same conversation; null for the first. Left out before version 5: each then
     * follows the user message before it.
     */
    parentId: id.nullable().optional(),
    attachments: z.array(exportedAttachmentSchema).max(MAX_ATTACHMENTS_PER_MESSAGE).default([]),
    /**
     * Fused replies (decision 054, version 4): the `id`s of the side a and side b replies of the same
     * question its model merged into it. Null on every other message, and before version 4.
     */
    fused: z.strictObject({ leftReplyId: id, rightReplyId: id }).nullable().default(null),
  })
  .superRefine((message, ctx) => {
    const isReply = message.sender !== 'user';
    // A side as the database holds it: null exactly on the user's messages and on fused replies.
    if (!isReply && message.side) {
      ctx.addIssue({ code: 'custom', path: ['side'], message: 'Your own messages answer for no side: expected null' });
    }
    if (!isReply && message.fused) {
      ctx.addIssue({ code: 'custom', path: ['fused'], message: 'Only a reply can fuse two replies' });
    }
    if (isReply && message.fused && message.side) {
      ctx.addIssue({ code: 'custom', path: ['side'], message: 'A fused reply answers for no side: expected null' });
    }
    if (isReply && !message.fused && message.side === null) {
      ctx.addIssue({ code: 'custom', path: ['side'], message: 'A reply answers for side "a" or "b"' });
    }
    if (isReply && message.fused && message.replyTo === null) {
      ctx.addIssue({ code: 'custom', path: ['replyTo'], message: 'A fused reply answers a message of yours' });
    }
    if (isReply && message.parentId != null) {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'A reply follows its question: expected null' });
    }
    if (!isReply && message.finishReason !== null) {
      ctx.addIssue({ code: 'custom', path: ['finishReason'], message: 'Your own messages have no finish reason' });
    }
    // As long as its own route lets it be: a user's message as chat takes it, a reply within REPLY_MAX_LENGTH.
    const [limit, whose] = isReply ? [REPLY_MAX_LENGTH, 'a reply'] : [MESSAGE_MAX_LENGTH, 'a message of yours'];
    if (message.content.length <= limit) return;
    ctx.addIssue({
      code: 'custom',
      path: ['content'],
      message: `Too long: ${whose} has at most ${formatted(limit)} characters`,
    });
  })
  .transform(({ side, ...message }) => ({
    ...message,
    // A version 1 file names no side: OpenAI answered on side a, Claude on b (decision 038).
    side: message.sender === 'user' || message.fused ? null : (side ?? sideOfSender(message.sender)),
  }));
export type ExportedMessage = z.infer<typeof exportedMessageSchema>;

type Messages = z.infer<typeof exportedMessageSchema>[];

/** What the columns cannot say: references inside the conversation, and which messages carry what. */
function checkMessages(messages: Messages, ctx: z.RefinementCtx) {
  const senders = new Map<number, string>();
  const replies = new Map<number, Pick<Messages[number], 'replyTo' | 'side'>>();
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
    if (!isReply && message.parentId != null && senders.get(message.parentId) !== 'user') {
      issue('parentId', `Expected the id of an earlier message from the user, got ${message.parentId}`);
    }
    // A fused reply merges the two sides' replies to its own question, both earlier in the file.
    for (const [field, side] of [
      ['leftReplyId', 'a'],
      ['rightReplyId', 'b'],
    ] as const) {
      const fusedId = message.fused?.[field];
      if (fusedId === undefined) continue;
      const fused = replies.get(fusedId);
      if (fused?.side !== side || fused.replyTo !== message.replyTo) {
        issue('fused', `Expected the id of an earlier side ${side} reply to the same message, got ${fusedId}`);
      }
    }
    if (isReply) replies.set(message.id, { replyTo: message.replyTo, side: message.side });
    // One shown per turn and side (and one fused): a connection on both sides has a reply shown on each.
    const version = `${message.replyTo}:${message.side}`;
    if (isReply && message.replyTo !== null && message.active) {
      if (shown.has(version)) issue('active', 'Another version of this reply is already the one shown');
      shown.add(version);
    }
    // One version of a question shown: the branch shown is the way through the versions shown.
    const question = `question:${message.parentId ?? null}`;
    if (!isReply && message.parentId !== undefined && message.active) {
      if (shown.has(question)) issue('active', 'Another version of this message is already the one shown');
      shown.add(question);
    }
    senders.set(message.id, message.sender);
  });
}

/**
 * What an earlier file leaves unsaid, as the database holds it: before version 5 a conversation is
 * one line (each question follows the one before it), and a reply of a file that names no `replyTo`
 * answers the question before it.
 */
function placeMessages(messages: Messages): Messages {
  const linear = messages.every((message) => message.sender !== 'user' || message.parentId === undefined);
  let last: number | null = null;
  return messages.map((message) => {
    if (message.sender !== 'user') return message.replyTo === null ? { ...message, replyTo: last } : message;
    const placed = linear ? { ...message, parentId: last } : message;
    last = message.id;
    return placed;
  });
}

/**
 * A contestant as a conversation keeps it: POST /api/chat's shape and bounds, every setting named,
 * its model without format characters as a reply's is.
 */
const exportedContestantSchema = contestantSchema.extend({
  model: contestantSchema.shape.model.overwrite(stripFormatCharacters).min(1),
  temperature: contestantSchema.shape.temperature.unwrap(),
  maxTokens: contestantSchema.shape.maxTokens.unwrap(),
});

export const exportedConversationSchema = z
  .strictObject({
    title: oneLine(CONVERSATION_TITLE_MAX_LENGTH, DEFAULT_CONVERSATION_TITLE),
    /** The `id` of its project in this file, or null. */
    projectId: id.nullable().default(null),
    /**
     * The connections its last message asked, side a first: a connection asked for both sides (two of
     * its models compared) is named twice.
     */
    providers: z.array(connectionId).max(2).nullable().default(null),
    /** The contestants its last `contestants` send asked, side a first, as stored; null when asked through `models`. */
    contestants: z
      .array(exportedContestantSchema)
      .min(1)
      .max(2)
      // As POST /api/chat refuses them (src/shared/api/contestants.ts): one model against itself compares nothing.
      .refine(differentModels, SAME_MODEL_TWICE)
      .nullable()
      .default(null),
    createdAt: time,
    updatedAt: time,
    messages: z.array(exportedMessageSchema).superRefine(checkMessages).transform(placeMessages),
    /** The votes on its turns, and the latest judge's verdict on each judged turn: none before version 3. */
    votes: z.array(exportedVoteSchema).default([]),
    judgements: z.array(exportedJudgementSchema).default([]),
  })
  .superRefine(checkVerdicts);
export type ExportedConversation = z.infer<typeof exportedConversationSchema>;
