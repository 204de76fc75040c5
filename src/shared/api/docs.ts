import { z } from 'zod';

/** The OpenAPI 3 document of this API: its shape is OpenAPI's, so only the top is checked here. */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
