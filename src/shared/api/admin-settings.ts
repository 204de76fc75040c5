import { z } from 'zod';
import { connectionId, text, timestamp } from '#shared/api/common';
import { differentModels, SAME_MODEL_TWICE } from '#shared/api/contestants';

/**
 * The per-user limits an admin may set (docs/configuration.md, Usage limits), each within bounds
 * that keep the server usable: a limit of 0 would lock everyone out, a huge one is no limit at all.
 */
export const LIMIT_BOUNDS = {
  chatRequestsPerMinute: { min: 1, max: 1_000 },
  uploadsPerMinute: { min: 1, max: 1_000 },
  uploadStorageMb: { min: 1, max: 100_000 },
  messageStorageMb: { min: 1, max: 100_000 },
} as const;
export type LimitName = keyof typeof LIMIT_BOUNDS;

const limit = (name: LimitName) => {
  const { min, max } = LIMIT_BOUNDS[name];
  const message = `Expected a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const pairSide = z.strictObject({ provider: connectionId, model: text().trim().min(1).max(200) });

/** The pair a new account starts with (decision 045), side a first: a connection and one of its models each. */
export const startingPairSchema = z
  .strictObject({ a: pairSide, b: pairSide })
  .refine(({ a, b }) => differentModels([a, b]), SAME_MODEL_TWICE);
export type StartingPair = z.infer<typeof startingPairSchema>;

/**
 * What the admin has set (docs/decisions/047-admin-settings.md); null where the environment's
 * default applies. A null starting pair is "automatic": the best pair the connections offer.
 */
export const adminSettingsSchema = z.strictObject({
  /** Whether anyone may create an account with a password (POST /api/auth/register). */
  passwordSignUp: z.boolean().nullable(),
  /** Whether a Google account not yet known creates an account at its first sign-in. */
  googleSignUp: z.boolean().nullable(),
  startingPair: startingPairSchema.nullable(),
  chatRequestsPerMinute: limit('chatRequestsPerMinute').nullable(),
  uploadsPerMinute: limit('uploadsPerMinute').nullable(),
  uploadStorageMb: limit('uploadStorageMb').nullable(),
  messageStorageMb: limit('messageStorageMb').nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type SettingName = keyof AdminSettings;

/** Every setting at its default: what is saved until an admin saves, and what puts them all back. */
export const NOTHING_SAVED: AdminSettings = {
  passwordSignUp: null,
  googleSignUp: null,
  startingPair: null,
  chatRequestsPerMinute: null,
  uploadsPerMinute: null,
  uploadStorageMb: null,
  messageStorageMb: null,
};

/** PUT /api/admin/settings: only the settings given change; null puts one back to its default. */
export const updateAdminSettingsBody = adminSettingsSchema.partial();
export type UpdateAdminSettingsBody = z.input<typeof updateAdminSettingsBody>;

/** What applies where the admin has set nothing: the environment's values (src/server/config.ts), else built in. */
export const settingDefaultsSchema = z.object({
  passwordSignUp: z.boolean(),
  googleSignUp: z.boolean(),
  startingPair: z.null(),
  chatRequestsPerMinute: z.number().int(),
  uploadsPerMinute: z.number().int(),
  uploadStorageMb: z.number().int(),
  messageStorageMb: z.number().int(),
});
export type SettingDefaults = z.infer<typeof settingDefaultsSchema>;

/** A connection the starting pair may be chosen from, with its models and their readable names. */
export const pairChoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  mode: z.enum(['live', 'demo']),
  models: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PairChoice = z.infer<typeof pairChoiceSchema>;

export const adminSettingsResponse = z.object({
  saved: adminSettingsSchema,
  defaults: settingDefaultsSchema,
  /** The ways in this server has at all: a sign-up switch matters only where its way in is offered. */
  signIn: z.object({ password: z.boolean(), google: z.boolean() }),
  connections: z.array(pairChoiceSchema),
  /** When an admin last saved; null while everything is the default. */
  updatedAt: timestamp.nullable(),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;
