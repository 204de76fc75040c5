import { z } from 'zod';
import { text } from '#shared/api/common';
import { stripFormatCharacters } from '#shared/strip-format-characters';

// The bounds the export file's values are read within (src/shared/api/exports.ts, decision 023).

const MAX_INTEGER = 2_147_483_647;
export const count = z.number().int().min(0).max(MAX_INTEGER);

// ISO 8601 with an offset, within the years both PostgreSQL and a four-digit ISO year can say.
export const time = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'Expected a date between the years 1 and 9999');

/**
 * A name or title, shown on one line: without the format and control characters that make it read
 * as another. One of nothing else (a title of a single U+200B) becomes `fallback`: an export imports.
 */
export const oneLine = (max: number, fallback: string) =>
  text()
    .trim()
    .min(1)
    .max(max)
    .overwrite((value) => stripFormatCharacters(value).trim() || fallback);

/** A model's name as a reply, vote or judge names it: without format characters, as a contestant's. */
export const modelName = text().max(200).overwrite(stripFormatCharacters);
