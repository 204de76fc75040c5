import { z } from 'zod';
import { id, text } from '#shared/api/common';
import { contestantsSchema } from '#shared/api/contestants';
import { providerSchema } from '#shared/api/users';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '#shared/constants';
import { MAX_TOKENS_RANGE, TEMPERATURE_RANGES } from '#shared/models';

export const MESSAGE_MAX_LENGTH = 32_000;

const settingsFor = (range: { min: number; max: number }) =>
  z.strictObject({
    model: text().min(1).max(100).optional(),
    temperature: z
      .number()
      .min(range.min)
      .max(range.max)
      // Hundredths are all a provider uses; a finer value (2e-315) is out of range of the stored 4-byte float.
      .transform((value) => Math.round(value * 100) / 100)
      .optional(),
    maxTokens: z.number().int().min(MAX_TOKENS_RANGE.min).max(MAX_TOKENS_RANGE.max).optional(),
  });

export const modelSettingsSchema = z.strictObject({
  openai: settingsFor(TEMPERATURE_RANGES.openai).optional(),
  claude: settingsFor(TEMPERATURE_RANGES.claude).optional(),
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;

export const chatBody = z
  .strictObject({
    message: text({ error: 'Message cannot be empty' })
      .trim()
      .min(1, 'Message cannot be empty')
      .max(MESSAGE_MAX_LENGTH, 'Message is too long'),
    conversationId: id.nullable().optional(),
    projectId: id.nullable().optional(),
    models: z.array(providerSchema).max(2).optional(),
    modelSettings: modelSettingsSchema.optional(),
    /** Ids of the user's own uploads (POST /api/upload) not yet sent with a message. */
    attachments: z
      .array(id)
      .max(MAX_ATTACHMENTS_PER_MESSAGE, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files can be sent with one message`)
      .refine((ids) => new Set(ids).size === ids.length, 'A file is attached twice')
      .optional(),
    // Accepted for compatibility; the server uses the project's stored instructions.
    projectInstructions: text().max(100_000).nullable().optional(),
    /** Any one or two connections and models, side a first (docs/decisions/039-contestants.md); instead of `models`. */
    contestants: contestantsSchema.optional(),
  })
  .refine((body) => !(body.models && body.contestants), {
    message: 'Send either models or contestants, not both',
    path: ['contestants'],
  });
export type ChatBody = z.input<typeof chatBody>;

export const chatResponse = z.object({
  conversationId: id,
  messageId: id,
  /** The connections asked, side a first: SPEC's pair, or the contestants' connections. */
  modelsQueried: z.array(z.string()),
  message: z.string(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const messageUpdatesQuery = z.object({
  conversationId: z.coerce.number().int().positive().max(2_147_483_647),
  afterMessageId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
