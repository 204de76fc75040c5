import { z } from 'zod';
import { CONNECTION_ID_PATTERN } from '#shared/connection-id';

const MAX_SERIAL = 2_147_483_647;

export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * Every string the API takes starts here. PostgreSQL cannot store U+0000 in text: it is refused as
 * invalid input. A lone surrogate becomes U+FFFD, as node-postgres's encoder makes it; PGlite's
 * sent some as bytes PostgreSQL refuses.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !value.includes('\0'), NUL_CHARACTER_MESSAGE)
    .overwrite((value) => value.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** A database id in a path or query string: digits only, within PostgreSQL's integer range. */
export const idString = text()
  .regex(/^[1-9][0-9]{0,9}$/, 'Expected a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_SERIAL, 'Expected a positive whole number'));

export const idParams = z.object({ id: idString });

export const id = z.number().int().positive().max(MAX_SERIAL);

export const timestamp = z.iso.datetime();

export const emailField = text({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(254));

export const okResponse = z.object({ ok: z.literal(true) });

/** A connection's id (docs/decisions/037-connections.md): what replies name as their sender. */
export const connectionId = text().regex(new RegExp(CONNECTION_ID_PATTERN), 'Expected a connection id');
