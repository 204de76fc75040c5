import { z } from 'zod';

const MAX_SERIAL = 2_147_483_647;

/** A database id in a path or query string: digits only, within PostgreSQL's integer range. */
export const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Expected a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_SERIAL, 'Expected a positive whole number'));

export const idParams = z.object({ id: idString });

export const id = z.number().int().positive().max(MAX_SERIAL);

export const timestamp = z.iso.datetime();

export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(254));

export const okResponse = z.object({ ok: z.literal(true) });
