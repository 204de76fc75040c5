import { z } from 'zod';
import { connectionId, text } from '#shared/api/common';
import { MAX_TOKENS_RANGE } from '#shared/models';

/** A contestant's temperature on the widest scale any kind takes; its own kind's is checked by the server. */
const temperature = z
  .number()
  .min(0)
  .max(2)
  // Hundredths are all a provider uses, as with SPEC's modelSettings.
  .transform((value) => Math.round(value * 100) / 100);

/**
 * One side of a comparison (docs/decisions/039-contestants.md): a connection and one of its models,
 * with the settings its replies are asked with; left out, the connection's defaults apply.
 */
export const contestantSchema = z.strictObject({
  provider: connectionId,
  model: text().min(1).max(200),
  temperature: temperature.optional(),
  maxTokens: z.number().int().min(MAX_TOKENS_RANGE.min).max(MAX_TOKENS_RANGE.max).optional(),
});
export type ContestantInput = z.input<typeof contestantSchema>;

/** Two identical contestants compare nothing. */
export const differentModels = ([first, second]: readonly Pick<Contestant, 'provider' | 'model'>[]) =>
  !first || !second || first.provider !== second.provider || first.model !== second.model;
export const SAME_MODEL_TWICE = 'The two sides are the same model: choose two different models';

/** Side a first, then b. */
export const contestantsSchema = z
  .array(contestantSchema)
  .min(1, 'Choose at least one model')
  .max(2, 'At most two models can be compared')
  .refine(differentModels, SAME_MODEL_TWICE);

/** A conversation's contestants as stored: every setting resolved. */
export const storedContestantSchema = z.object({
  provider: z.string(),
  model: z.string(),
  temperature: z.number(),
  maxTokens: z.number().int(),
});
export type Contestant = z.infer<typeof storedContestantSchema>;
