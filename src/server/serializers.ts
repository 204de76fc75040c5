import type { ConversationRow } from '#server/db/schema/conversations';
import type { MessageRow } from '#server/db/schema/messages';
import type { ProjectRow } from '#server/db/schema/projects';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import type { UserRow } from '#server/db/schema/users';
import type { AdminUser } from '#shared/api/admin-users';
import type { Conversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import type { MessageAttachment, UploadedFile } from '#shared/api/uploads';
import type { PublicUser } from '#shared/api/users';

/** Rows become API shapes only here: what is not listed (password hashes, storage keys) never leaves. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    isAdmin: row.isAdmin,
    defaultModel: row.defaultModel,
    askBoth: row.askBoth,
    blind: row.blind,
    hasPassword: row.password !== '',
    hasGoogle: row.googleId !== null,
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActive?.toISOString() ?? null,
  };
}

export function toAdminUser(row: UserRow, protectedEmail: string | undefined): AdminUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    isProtected: row.email === protectedEmail,
    lastActive: row.lastActive?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProject(row: ProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toConversation(row: ConversationRow): Conversation {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** `files`: what attachmentsOf found for it; replies have none. `branchIds`: what branchIdsOf found for it. */
export function toMessage(row: MessageRow, files: UploadedFileRow[] = [], branchIds?: number[]): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    sender: row.sender,
    side: row.side,
    createdAt: row.createdAt.toISOString(),
    model: row.model,
    error: row.error,
    usage:
      row.inputTokens === null || row.outputTokens === null
        ? null
        : { inputTokens: row.inputTokens, outputTokens: row.outputTokens },
    latencyMs: row.latencyMs,
    replyTo: row.replyTo,
    active: row.active,
    firstTokenMs: row.firstTokenMs,
    stopped: row.stopped,
    usageEstimated: row.usageEstimated,
    attachments: files.map(toMessageAttachment),
    ...(row.importedAttachments && {
      importedAttachments: row.importedAttachments.map(({ name, type, size }) => ({
        originalname: name,
        mimetype: type,
        size,
      })),
    }),
    notice: row.notice,
    finishReason: row.finishReason,
    ...(row.fusedLeftId !== null &&
      row.fusedRightId !== null && { fused: { leftReplyId: row.fusedLeftId, rightReplyId: row.fusedRightId } }),
    ...(branchIds && { branchIds }),
  };
}

export function toMessageAttachment(row: UploadedFileRow): MessageAttachment {
  return { id: row.id, originalname: row.originalName, mimetype: row.mimeType, size: row.size };
}

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    originalname: row.originalName,
    mimetype: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}
