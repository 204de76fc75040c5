import { z } from 'zod';
import { startingPairSchema } from '#shared/api/admin-settings';
import { modelSettingsSchema } from '#shared/api/chat';
import { CONNECTION_KINDS } from '#shared/connection-kinds';
import type { Provider } from '#shared/constants';

/** What a model takes and costs (src/shared/model-capabilities.ts); unknown models get safe defaults. */
export const modelCapabilitiesSchema = z.object({
  images: z.boolean(),
  pdfs: z.boolean(),
  /** A reasoning model: for OpenAI's, no temperature is sent. */
  reasoning: z.boolean(),
  /** Whether the model takes a temperature: the model settings disable the slider when not. */
  temperature: z.boolean(),
  /** US dollars per million tokens, as published on `takenOn` (YYYY-MM-DD); null when unknown. */
  price: z.object({ input: z.number(), output: z.number(), takenOn: z.string() }).nullable(),
});

export const providerCatalogueSchema = z.object({
  /** The connection's id (docs/decisions/037-connections.md). */
  id: z.string(),
  label: z.string(),
  /** The kind of endpoint: which icon shows it. */
  kind: z.enum(CONNECTION_KINDS),
  /** live: a key is configured; demo: replies are stand-ins that explain how to set one. */
  mode: z.enum(['live', 'demo']),
  models: z.array(z.string()),
  /** A readable name for each model id, e.g. "gpt-4o-mini" → "GPT-4o mini". */
  modelNames: z.record(z.string(), z.string()),
  /** What each model takes and costs, by model id. */
  capabilities: z.record(z.string(), modelCapabilitiesSchema),
  defaultModel: z.string(),
  temperature: z.object({ min: z.number(), max: z.number(), step: z.number(), default: z.number() }),
  maxTokens: z.object({
    min: z.number(),
    max: z.number(),
    default: z.number(),
    sliderMin: z.number(),
    sliderMax: z.number(),
    sliderStep: z.number(),
  }),
});
export type ProviderCatalogue = z.infer<typeof providerCatalogueSchema>;

/** An entry of SPEC's pair: what the screens offer until they offer any connection (decision 037). */
export type PairCatalogue = ProviderCatalogue & { id: Provider };

export const modelsResponse = z.object({
  providers: z.array(providerCatalogueSchema),
  /**
   * The pair the admin chose for someone who has sent nothing yet (docs/decisions/047-admin-settings.md),
   * while both its models are offered; null: automatic, the best pair the connections offer (decision 045).
   */
  startingPair: startingPairSchema.nullable(),
});
export type ModelsResponse = z.infer<typeof modelsResponse>;

const storedProviderSettings = z.object({
  model: z.string().optional(),
  temperature: z.number().optional(),
  maxTokens: z.number().int().optional(),
});

/**
 * The account's model settings (docs/behaviour.md, Entities), null until first saved. Written
 * through chat's schema; answered with a plain one, since a response is encoded and chat's rounds
 * on the way in.
 */
export const userModelSettingsResponse = z.object({
  modelSettings: z
    .object({ openai: storedProviderSettings.optional(), claude: storedProviderSettings.optional() })
    .nullable(),
});
export type UserModelSettingsResponse = z.infer<typeof userModelSettingsResponse>;

/** Replaces the account's model settings as a whole; a provider left out falls back to its defaults. */
export const saveModelSettingsBody = modelSettingsSchema;
