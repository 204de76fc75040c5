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
 * `PATCH /api/messages/{id}`, `id` being a user message: a new version of it with this text (and
 * its files), asked of the sides that answered it. The new version's branch is shown; the earlier
 * one keeps its later conversation, which `PUT /api/messages/{id}/active` on it brings back.
 */
export const editMessageBody = z.strictObject({
  message: chatBody.shape.message,
  modelSettings: modelSettingsSchema.optional(),
});
export type EditMessageBody = z.infer<typeof editMessageBody>;

export const editMessageResponse = z.object({
  /** The new version's id. */
  messageId: id,
  /** How many messages after the edited one left the view with its branch (none is deleted). */
  hidden: z.number().int().nonnegative(),
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
