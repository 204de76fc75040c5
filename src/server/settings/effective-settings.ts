import { type Config, MB } from '#server/config';
import type { AdminSettingsRow } from '#server/db/schema/admin-settings';
import type { AdminSettings, SettingDefaults, StartingPair } from '#shared/api/admin-settings';

/** The settings as they apply now: the admin's where set, else the environment's (docs/decisions/047-admin-settings.md). */
export interface EffectiveSettings {
  /** Whether a new account may be made by each way in (the way in itself may still be off: config). */
  signUp: { password: boolean; google: boolean };
  /** Null: automatic, the best pair the connections offer (decision 045). */
  startingPair: StartingPair | null;
  quotas: Config['quotas'];
}

/** What applies where the admin has set nothing: sign-up open and the pair automatic, as before settings existed. */
export function settingDefaults(config: Config): SettingDefaults {
  const { quotas } = config;
  return {
    passwordSignUp: true,
    googleSignUp: true,
    startingPair: null,
    chatRequestsPerMinute: quotas.chatRequestsPerMinute,
    uploadsPerMinute: quotas.uploadsPerMinute,
    uploadStorageMb: quotas.uploadStorageBytes / MB,
    messageStorageMb: quotas.messageStorageBytes / MB,
  };
}

/** The row as the API answers it: every setting, null where the default applies. */
export function savedSettings(row: AdminSettingsRow | undefined): AdminSettings {
  return {
    passwordSignUp: row?.passwordSignUp ?? null,
    googleSignUp: row?.googleSignUp ?? null,
    startingPair: row?.startingPair ?? null,
    chatRequestsPerMinute: row?.chatRequestsPerMinute ?? null,
    uploadsPerMinute: row?.uploadsPerMinute ?? null,
    uploadStorageMb: row?.uploadStorageMb ?? null,
    messageStorageMb: row?.messageStorageMb ?? null,
  };
}

export function effectiveSettings(config: Config, saved: AdminSettings): EffectiveSettings {
  const defaults = settingDefaults(config);
  const bytes = (mb: number | null, fallback: number) => (mb === null ? fallback : mb * MB);
  return {
    signUp: {
      password: saved.passwordSignUp ?? defaults.passwordSignUp,
      google: saved.googleSignUp ?? defaults.googleSignUp,
    },
    startingPair: saved.startingPair,
    quotas: {
      chatRequestsPerMinute: saved.chatRequestsPerMinute ?? defaults.chatRequestsPerMinute,
      uploadsPerMinute: saved.uploadsPerMinute ?? defaults.uploadsPerMinute,
      uploadStorageBytes: bytes(saved.uploadStorageMb, config.quotas.uploadStorageBytes),
      messageStorageBytes: bytes(saved.messageStorageMb, config.quotas.messageStorageBytes),
    },
  };
}
