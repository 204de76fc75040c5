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

/** GET /api/uploads: the user's files, newest first, and their storage quota. */
export const uploadListResponse = z.object({
  files: z.array(uploadedFileSchema),
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
});
export type UploadList = z.infer<typeof uploadListResponse>;
