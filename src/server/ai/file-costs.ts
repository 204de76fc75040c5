/**
 * What a sent file counts in characters (about 4 a token), estimated before its bytes are read:
 * the same figures fit the history to its budget (prompt.ts) and estimate a call's usage
 * (usage-estimate.ts).
 */

/**
 * An image: 1,600 tokens, what Claude counts for the largest image it takes unscaled (OpenAI's high
 * detail costs less).
 */
export const IMAGE_COST_CHARS = 6_400;

/**
 * A PDF: a quarter of its size in bytes, at least an image's cost (both providers read each page as
 * text and as a picture, a few thousand tokens a page).
 */
export const pdfCostChars = (bytes: number) => Math.max(IMAGE_COST_CHARS, Math.ceil(bytes / 4));
