import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';

export const uploadedFileSchema = z.object({
  id,
  originalname: z.string(),
  mimetype: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: timestamp,
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A file as sent with a user message: opened or downloaded through GET /api/uploads/{id}. */
export const messageAttachmentSchema = uploadedFileSchema.pick({
  id: true,
  originalname: true,
  mimetype: true,
  size: true,
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** GET /api/uploads: the user's files, newest first, and their storage quota. */
export const uploadListResponse = z.object({
  files: z.array(uploadedFileSchema),
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
});
export type UploadList = z.infer<typeof uploadListResponse>;
