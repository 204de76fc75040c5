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
