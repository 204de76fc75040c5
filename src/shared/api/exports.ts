import { z } from 'zod';
import { id, text } from '#shared/api/common';
import { count, oneLine, time } from '#shared/api/export-values';
import { exportedConversationSchema } from '#shared/api/exported-conversations';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_INSTRUCTIONS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '#shared/constants';
import { NOT_AN_EXPORT_FILE_MESSAGE } from '#shared/errors';

/**
 * The export file (decision 023): what GET /api/conversations/{id}/export?format=json and
 * GET /api/user/export write, and what POST /api/user/import reads back. Ids in it are the file's
 * own, numbered from 1: a conversation names its project by `projectId`, a reply the message it
 * answers by `replyTo`, both within the file.
 */
export const EXPORT_FORMAT = 'pairwise-export';
/**
 * The version written. Version 2 (any two models, decision 038) adds each reply's `side` and each
 * conversation's `contestants`; a version 1 file is read as ever, its replies placed on the side
 * their provider has in SPEC's pair. Version 3 adds each reply's `finishReason` and each
 * conversation's `votes` and `judgements`; an earlier file has none of them. Version 4 adds fused
 * replies (decision 054): a reply with no side whose `fused` names the two replies it merged.
 * Version 5 adds branches (decision 055): each user message's `parentId`, and its `active` saying
 * which version of a question is shown; an earlier file is one line, each question after the last.
 */
export const EXPORT_VERSION = 5;
/** Every version the import reads: each one since the first. */
const EXPORT_VERSIONS_READ = [1, 2, 3, 4, 5] as const;
/**
 * The largest file the import takes. An export of an account filling the default message storage
 * (MESSAGE_STORAGE_MB, 20 MB: 9,500 messages of ordinary length) measured 20.6 MB; this leaves room
 * for text with more to escape. A larger quota is imported in several files.
 */
export const IMPORT_MAX_BYTES = 24 * 1024 * 1024;

export const exportFormatSchema = z.enum(['markdown', 'json']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const conversationExportQuery = z.object({ format: exportFormatSchema });

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
    version: z.literal(EXPORT_VERSIONS_READ, {
      error: `This file's version is not one this server reads (it reads versions 1 to ${EXPORT_VERSION})`,
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
