import { z } from 'zod';
import { chatBody, modelSettingsSchema } from '#shared/api/chat';
import { id } from '#shared/api/common';
import { SIDES } from '#shared/sides';

/**
 * `POST /api/messages/{id}/regenerate`, `id` being a reply (an error reply too): asks its provider
 * again with the same thread. The settings given apply, else the account's, else the defaults.
 */
export const regenerateBody = z.strictObject({ modelSettings: modelSettingsSchema.optional() });
export type RegenerateBody = z.infer<typeof regenerateBody>;

/** The reply job asked for: its text streams on the live channel, its message arrives as any reply's. */
export const regenerateResponse = z.object({ jobId: id, provider: z.string(), side: z.enum(SIDES), model: z.string() });
export type RegenerateResponse = z.infer<typeof regenerateResponse>;

/**
 * `PATCH /api/messages/{id}`, `id` being a user message: its text replaced (its files stay), every
 * message after it removed, and the providers asked for it asked again.
 */
export const editMessageBody = z.strictObject({
  message: chatBody.shape.message,
  modelSettings: modelSettingsSchema.optional(),
});
export type EditMessageBody = z.infer<typeof editMessageBody>;

export const editMessageResponse = z.object({
  messageId: id,
  /** How many messages after it were removed (every version of every reply counts). */
  removed: z.number().int().nonnegative(),
  modelsQueried: z.array(z.string()),
});
export type EditMessageResponse = z.infer<typeof editMessageResponse>;

/**
 * `POST /api/messages/{id}/continue`, `id` being the shown version of a reply its max tokens cut off
 * (`finishReason` `length`): its side goes on where it stopped, with the settings it was asked with.
 * The new version holds the old text and the rest. Answered as a regenerate is.
 */
export const continueResponse = regenerateResponse;
export type ContinueResponse = RegenerateResponse;
