import { z } from 'zod';
import { providerSchema } from '#shared/api/users';

export const providerCatalogueSchema = z.object({
  id: providerSchema,
  label: z.string(),
  /** live: a key is configured; demo: replies are stand-ins that explain how to set one. */
  mode: z.enum(['live', 'demo']),
  models: z.array(z.string()),
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

export const modelsResponse = z.object({ providers: z.array(providerCatalogueSchema) });
export type ModelsResponse = z.infer<typeof modelsResponse>;
