import type { AdminSettings, UpdateAdminSettingsBody } from '#shared/api/admin-settings';

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** The settings of `draft` that differ from `saved`: what a Save sends (null puts one back to its default). */
export function changedSettings(saved: Partial<AdminSettings>, draft: Partial<AdminSettings>): UpdateAdminSettingsBody {
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => !same(value, saved[key as keyof AdminSettings])),
  ) as UpdateAdminSettingsBody;
}
